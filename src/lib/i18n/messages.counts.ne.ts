import type { messagesCountsEn } from './messages.counts.en'

/** The student counts' words in Nepali (same keys as `messages.counts.en.ts`). */
export const messagesCountsNe: { readonly [K in keyof typeof messagesCountsEn]: string } = {
  'counts.summary.title': 'विद्यार्थी सारांश',
  'counts.summary.intro':
    'तपाईंको भूमिकाले हेर्न मिल्ने दर्ताका विद्यार्थीहरू {group}, लिङ्ग र अवस्थाअनुसार गनिएका।',
  'counts.district.title': 'जिल्लाअनुसार विद्यार्थी',
  'counts.district.intro':
    'तपाईंको भूमिकाले हेर्न मिल्ने विद्यार्थीहरू स्थायी जिल्ला र प्रदेश, लिङ्ग र अवस्थाअनुसार गनिएका।',
  'counts.by': 'समूह',
  'counts.by.program': 'कार्यक्रम',
  'counts.by.level': 'तह',
  'counts.by.faculty': 'सङ्काय',
  'counts.by.category': 'आयोगको वर्ग',
  'counts.status': 'अवस्था',
  'counts.status.all': 'सबै अवस्था',
  'counts.status.active': 'सक्रिय',
  'counts.status.onLeave': 'बिदामा',
  'counts.status.droppedOut': 'पढाइ छाडेका',
  'counts.status.graduated': 'उत्तीर्ण भएका',
  'counts.status.transferred': 'सरुवा भएका',
  'counts.province': 'प्रदेश',
  'counts.district': 'जिल्ला',
  'counts.none': 'नखुलेको',
  'counts.columnsNote':
    'लिङ्गका स्तम्भले छानिएको अवस्था (नछानिए सबै अवस्था) गन्छन्; अवस्थाका स्तम्भले सबै लिङ्ग गन्छन्।',
  'counts.chart.groups': '{group} र लिङ्गअनुसार विद्यार्थी',
  'counts.chart.provinces': 'प्रदेश र लिङ्गअनुसार विद्यार्थी',
  'counts.table': '{group}अनुसार विद्यार्थी',
  'counts.provinceTotal': '{province} जम्मा',
  'counts.total': 'गनिएका विद्यार्थी: {n}',
  'counts.topNote': 'चित्रमा सबैभन्दा ठूला {n} समूह छन्; तालिकामा सबै छन्।',
}
