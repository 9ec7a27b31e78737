// A day of attendance of a class (decision 0227) or of a campus's staff (decision 0228). An area of
// its own, so only those screens load it.
export const messagesAttendanceEn = {
  'attendance.title': 'Attendance',
  'attendance.explain':
    "A class's day: mark each student, then save. The day is kept on this device and sent when online.",
  'attendance.explainReader':
    "A class's days as its campus marked them, and the month's summary: read only.",
  'attendance.chooseClass': 'Choose a program, its semester or year, a batch and the day.',
  'attendance.section': 'Section',
  'attendance.allSections': 'All sections',
  'attendance.date': 'Day',
  'attendance.status.present': 'Present',
  'attendance.status.absent': 'Absent',
  'attendance.status.late': 'Late',
  'attendance.status.leave': 'Leave',
  'attendance.allPresent': 'Mark the others present',
  'attendance.save': 'Save attendance',
  'attendance.saveLabel.students': 'Attendance of {n} students on {date}',
  'attendance.saveLabel.staff': 'Attendance of {n} staff on {date}',
  'attendance.saved': 'Attendance saved (sent when online).',
  'attendance.counts':
    'Present {present} · Absent {absent} · Late {late} · Leave {leave} · Not marked {unmarked}',
  'attendance.future': 'A day in the future cannot be marked.',
  'attendance.statusOf': 'Attendance of {name}',
  'attendance.rollNo': 'Roll No.',
  'attendance.name': 'Name',
  'attendance.status': 'Attendance',
  'attendance.waiting': 'Saved on this device, waiting to be sent',
  'attendance.restored':
    'The marks given here earlier and not saved are back on the sheet: save them to send them.',
  'attendance.refused': 'The server refused a save of this day and kept none of its marks.',
  'attendance.refusedNames': 'It names: {names}.',
  'attendance.takeBack': 'Put its marks back on the sheet',
  'attendance.takeBackHint':
    'The marks of anyone no longer on the sheet are left out; save again to send the others.',
  'attendance.month': 'The month: {from} to {to}',
  'attendance.monthNone': 'No day of this month is marked yet.',
  'attendance.monthDays':
    '{n} days of this month are marked. Attended: present or late, of those days.',
  'attendance.share': 'Attended',
  'attendance.staffTitle': "Staff's attendance",
  'attendance.staffExplain':
    "A day of the campus's staff: mark each employee, then save. The day is kept on this device and sent when online.",
  'attendance.chooseCampus': 'Choose a campus and the day.',
  'attendance.allDepartments': 'All departments',
  'attendance.allStaff': 'All staff',
  'attendance.employeeCode': 'Employee Code',
  'attendance.noStaff': 'No working employee matches this choice.',
  'attendance.noStaffKept':
    'No working employee of this choice is kept on this device. Online, they are read from the server.',
} as const
