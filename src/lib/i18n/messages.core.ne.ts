import type { messagesCoreEn } from './messages.core.en'

/**
 * The core catalogue in Nepali (same keys as `messages.core.en.ts`). The spec's typos in English
 * (§5, §8: "Successfuly", "Please Check") are translated by their meaning.
 */
export const messagesCoreNe: { readonly [K in keyof typeof messagesCoreEn]: string } = {
  // App shell
  'app.name': 'HEMIS',
  'app.fullName': 'उच्च शिक्षा व्यवस्थापन सूचना प्रणाली',
  'nav.main': 'मुख्य',
  'nav.home': 'गृहपृष्ठ',
  'nav.login': 'लग इन',
  'nav.skipToContent': 'मुख्य सामग्रीमा जानुहोस्',
  'common.close': 'बन्द गर्नुहोस्',
  'common.clearFile': 'छानिएको फाइल हटाउनुहोस्',
  'device.upgrading':
    'अद्यावधिकपछि यस उपकरणमा राखिएको डाटा तयार हुँदैछ: एक पटक मात्र, ठूलो क्याम्पसमा एक मिनेटसम्म…',
  'nav.menu': 'मेनु',
  'nav.openMenu': 'मेनु खोल्नुहोस्',
  'nav.reports': 'HEMIS प्रतिवेदनहरू',
  'nav.links': 'लिङ्कहरू',
  'nav.language': 'भाषा',
  'nav.digits': 'अंक',
  'nav.oldSystem': 'पुरानो प्रणालीको लिङ्क',
  'nav.profile': 'प्रोफाइल',
  'nav.changePassword': 'पासवर्ड परिवर्तन',
  'nav.logout': 'लग आउट',
  'signOut.confirmTitle': 'सिंक नभएका सम्पादनसहित लग आउट गर्ने?',
  'signOut.keptNote':
    'ती सम्पादनहरू यस उपकरणमा सुरक्षित रहन्छन् र यही खाताबाट यहाँ पुनः लग इन गर्दा पठाइन्छन्।',
  'signOut.stay': 'लग इन नै रहनुहोस्',
  'signOut.anyway': 'जे भए पनि लग आउट गर्नुहोस्',
  'footer.about': 'हाम्रो बारेमा',
  'footer.terms': 'सर्तहरू',
  'footer.privacy': 'गोपनीयता',
  'footer.support': 'सहायता:',
  'footer.developedBy': 'निम्न निकायका लागि विकसित:',
  'footer.developer': 'विश्वविद्यालय अनुदान आयोग, नेपाल',

  // Landing / dashboard
  'home.title': 'सार्वजनिक वित्तपोषण मोड्युलमा स्वागत छ',
  'login.campusLogo': 'लोगो:',

  // A screen that failed to load
  'routeError.title': 'यो पृष्ठ देखाउन सकिएन',
  'routeError.offline': 'सर्भरसँग सम्पर्क हुन सकेन। जडान जाँच गरी पुनः प्रयास गर्नुहोस्।',
  'routeError.unexpected': 'यो पृष्ठ देखाउँदा केही त्रुटि भयो।',
  'routeError.requestId': 'यसबारे जानकारी दिँदा यो अनुरोध आईडी उल्लेख गर्नुहोस्:',
  'routeError.retry': 'पुनः प्रयास गर्नुहोस्',
  'routeError.home': 'ड्यासबोर्डमा जानुहोस्',
  // Not found
  'notFound.code': '404',
  'notFound.title': 'माफ गर्नुहोस्! 404 त्रुटि: पृष्ठ भेटिएन',
  'notFound.goHome': 'गृहपृष्ठमा जानुहोस्',

  // Login screen
  'login.title': 'लग इन',
  'login.email': 'इमेल ठेगाना',
  'login.password': 'पासवर्ड',
  'login.rememberMe': 'मलाई सम्झनुहोस्',
  'login.submit': 'प्रशासकका रूपमा लग इन गर्नुहोस्',
  'login.forgotPassword': 'पासवर्ड बिर्सनुभयो?',
  'login.togglePasswordVisibility': 'पासवर्ड देखाउनुहोस् वा लुकाउनुहोस्',

  // Forgot and reset password
  'common.backToLogin': 'लग इनमा फर्कनुहोस्',
  'common.togglePassword': 'पासवर्ड देखाउनुहोस् वा लुकाउनुहोस्',

  // Student sign up

  // Own account

  // Student home

  // §5 Validation
  'validation.loginRequired': 'इमेल र पासवर्ड आवश्यक छन्।',
  // The contract's limits, as every form applies them ({n} is the limit).
  'validation.tooLong': 'बढीमा {n} अक्षर',
  'validation.badForm': 'अपेक्षित ढाँचामा छैन',
  'validation.tooSmall': 'कम्तीमा {n}',
  'validation.tooLarge': 'बढीमा {n}',
  'validation.controlCharacter': 'कुनै पाठमा राख्न नमिल्ने नियन्त्रण वर्ण छ',
  'validation.halfCharacter': 'आधा वर्ण छ: फेरि टाइप गर्नुहोस्',
  'validation.directionCharacter': 'पाठको दिशा उल्ट्याउने वर्ण छ, जसले लेखिएको कुरा लुकाउन सक्छ',
  'validation.firstNameRequired': 'पहिलो नाम आवश्यक छ',
  'validation.lastNameRequired': 'थर आवश्यक छ',
  'validation.phoneRequired': 'फोन नम्बर आवश्यक छ',
  'validation.phoneDigits': 'फोन नम्बर {n} अङ्कको हुनुपर्छ',
  'validation.emailRequired': 'इमेल आवश्यक छ',
  'validation.genderRequired': 'लिङ्ग आवश्यक छ',
  'validation.passwordRequired': 'पासवर्ड आवश्यक छ',
  'validation.confirmPasswordRequired': 'पासवर्ड पुष्टि आवश्यक छ',
  'validation.passwordsDoNotMatch': 'पासवर्ड मेल खाँदैनन्',
  'validation.passwordsMatch': 'पासवर्ड मेल खान्छन्',
  'validation.emailInvalid': 'मान्य इमेल ठेगाना लेख्नुहोस्',
  'validation.resetPasswordsDoNotMatch': 'पासवर्ड मेल खाँदैनन्।',

  // §8 Error catalogue
  'login.wrongCredentials': 'गलत विवरण। इमेल वा पासवर्ड गलत छ।',
  'login.networkError': 'त्रुटि भयो। कृपया केही समयपछि पुनः प्रयास गर्नुहोस्।',
  'login.unexpectedError': 'अनपेक्षित त्रुटि भयो।',
  'login.success': 'सफलतापूर्वक लग इन भयो!',
  'faculty.createSuccess': 'विवरण सफलतापूर्वक थपियो !!',
  'faculty.duplicate': 'संकाय पहिले नै दर्ता भइसकेको छ!',
  'faculty.createFailure': 'विवरण थप्न सकिएन!',
  'faculty.updateSuccess': 'संकाय सफलतापूर्वक अद्यावधिक भयो',
  'faculty.updateFailure': 'संकाय अद्यावधिक गर्न सकिएन',
  'level.createSuccess': 'विवरण सफलतापूर्वक थपियो!',
  'level.duplicate': 'तह पहिले नै दर्ता भइसकेको छ!',
  'level.createFailure': 'विवरण थप्न सकिएन!',
  'level.updateSuccess': 'विवरण सफलतापूर्वक अद्यावधिक भयो',
  'subject.createSuccess': 'विषय सफलतापूर्वक थपियो!!',
  // Followed by the server's message.
  'subject.createFailurePrefix': 'विषय थप्दा त्रुटि भयो:',
  'role.SuperAdmin': 'सुपर प्रशासक',
  'role.Admin': 'प्रशासक',
  'role.UgcAdmin': 'आयोग प्रशासक',
  'role.UniAdmin': 'विश्वविद्यालय प्रशासक',
  'role.CollegeAdmin': 'क्याम्पस प्रशासक',
  'role.CollegeUser': 'क्याम्पस प्रयोगकर्ता',
  'role.Student': 'विद्यार्थी',
  'pagination.first': 'पहिलो पृष्ठ',
  'pagination.previous': 'अघिल्लो पृष्ठ',
  'pagination.next': 'अर्को पृष्ठ',
  'pagination.last': 'अन्तिम पृष्ठ',
  'pagination.page': 'पृष्ठ {n}',
  'date.adIs': 'ई.सं. {date}',
}
