import type { messagesAttendanceEn } from './messages.attendance.en'

/** The attendance screens' catalogue in Nepali (same keys as `messages.attendance.en.ts`). */
export const messagesAttendanceNe: { readonly [K in keyof typeof messagesAttendanceEn]: string } = {
  'attendance.title': 'हाजिरी',
  'attendance.explain':
    'कक्षाको एक दिन: हरेक विद्यार्थीको हाजिरी जनाएर सुरक्षित गर्नुहोस्। यो दिन यस उपकरणमा राखिन्छ र अनलाइन हुँदा पठाइन्छ।',
  'attendance.explainReader': 'क्याम्पसले चिन्ह लगाएअनुसार कक्षाका दिनहरू र महिनाको सारांश: पढ्न मात्र।',
  'attendance.chooseClass': 'कार्यक्रम, त्यसको सेमेस्टर वा वर्ष, ब्याच र दिन छान्नुहोस्।',
  'attendance.section': 'सेक्सन',
  'attendance.allSections': 'सबै सेक्सन',
  'attendance.date': 'दिन',
  'attendance.status.present': 'उपस्थित',
  'attendance.status.absent': 'अनुपस्थित',
  'attendance.status.late': 'ढिलो',
  'attendance.status.leave': 'बिदा',
  'attendance.allPresent': 'बाँकीलाई उपस्थित जनाउनुहोस्',
  'attendance.save': 'हाजिरी सुरक्षित गर्नुहोस्',
  'attendance.saveLabel.students': '{date} को {n} विद्यार्थीको हाजिरी',
  'attendance.saveLabel.staff': '{date} को {n} कर्मचारीको हाजिरी',
  'attendance.saved': 'हाजिरी सुरक्षित भयो (अनलाइन हुँदा पठाइन्छ)।',
  'attendance.counts':
    'उपस्थित {present} · अनुपस्थित {absent} · ढिलो {late} · बिदा {leave} · नजनाइएको {unmarked}',
  'attendance.future': 'भविष्यको दिनको हाजिरी जनाउन मिल्दैन।',
  'attendance.statusOf': '{name} को हाजिरी',
  'attendance.rollNo': 'रोल नं.',
  'attendance.name': 'नाम',
  'attendance.status': 'हाजिरी',
  'attendance.waiting': 'यस उपकरणमा सुरक्षित, पठाउन बाँकी',
  'attendance.restored':
    'यहाँ पहिले जनाइएका तर सुरक्षित नगरिएका हाजिरी पानामा फर्किएका छन्: पठाउन तिनलाई सुरक्षित गर्नुहोस्।',
  'attendance.refused': 'सर्भरले यस दिनको एउटा सुरक्षण अस्वीकार गर्‍यो र यसका कुनै हाजिरी राखेन।',
  'attendance.refusedNames': 'यसले औंल्याएका: {names}।',
  'attendance.takeBack': 'यसका हाजिरी फेरि पानामा राख्नुहोस्',
  'attendance.takeBackHint': 'पानामा अब नभएकाका हाजिरी छोडिन्छन्; बाँकी पठाउन फेरि सुरक्षित गर्नुहोस्।',
  'attendance.month': 'महिना: {from} देखि {to} सम्म',
  'attendance.monthNone': 'यो महिनाको कुनै दिनको हाजिरी अझै जनाइएको छैन।',
  'attendance.monthDays':
    'यो महिनाका {n} दिनको हाजिरी जनाइएको छ। उपस्थिति: ती दिनमध्ये उपस्थित वा ढिलो।',
  'attendance.share': 'उपस्थिति',
  'attendance.staffTitle': 'कर्मचारीको हाजिरी',
  'attendance.staffExplain':
    'क्याम्पसका कर्मचारीको एक दिन: हरेक कर्मचारीको हाजिरी जनाएर सुरक्षित गर्नुहोस्। यो दिन यस उपकरणमा राखिन्छ र अनलाइन हुँदा पठाइन्छ।',
  'attendance.chooseCampus': 'क्याम्पस र दिन छान्नुहोस्।',
  'attendance.allDepartments': 'सबै विभाग',
  'attendance.allStaff': 'सबै कर्मचारी',
  'attendance.employeeCode': 'कर्मचारी कोड',
  'attendance.noStaff': 'यो छनोटमा कुनै कार्यरत कर्मचारी छैनन्।',
  'attendance.noStaffKept':
    'यो छनोटका कुनै कार्यरत कर्मचारी यस उपकरणमा राखिएका छैनन्। अनलाइन हुँदा सर्भरबाट पढिन्छन्।',
}
