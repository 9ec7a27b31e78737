/**
 * Words of the student counts (Student-summary Report, Students by District; decision 0240), in
 * English. The filters' and columns' shared words are the dashboard's.
 */
export const messagesCountsEn = {
  'counts.summary.title': 'Student summary',
  'counts.summary.intro':
    'Students of the register counted by {group}, gender and status, within what your role may see.',
  'counts.district.title': 'Students by district',
  'counts.district.intro':
    'Students counted by permanent district and province, gender and status, within what your role may see.',
  'counts.by': 'Group by',
  'counts.by.program': 'Program',
  'counts.by.level': 'Level',
  'counts.by.faculty': 'Faculty',
  'counts.by.category': 'UGC category',
  'counts.status': 'Status',
  'counts.status.all': 'Every status',
  'counts.status.active': 'Active',
  'counts.status.onLeave': 'On leave',
  'counts.status.droppedOut': 'Dropped out',
  'counts.status.graduated': 'Graduated',
  'counts.status.transferred': 'Transferred',
  'counts.province': 'Province',
  'counts.district': 'District',
  'counts.none': 'Not recorded',
  'counts.columnsNote':
    'Gender columns count the chosen status (every status without one); status columns count every gender.',
  'counts.chart.groups': 'Students by {group} and gender',
  'counts.chart.provinces': 'Students by province and gender',
  'counts.table': 'Students by {group}',
  'counts.provinceTotal': '{province} total',
  'counts.total': 'Students counted: {n}',
  'counts.topNote': 'The chart shows the {n} largest groups; the table has every one.',
} as const
