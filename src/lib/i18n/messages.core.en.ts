/**
 * The words of the app shell, sign-in, dashboard and forms' validation, in English (the core catalogue,
 * in the first bundle; every area has its own). `messages.core.ne.ts` has the same keys in Nepali.
 * The messages of spec §5 (validation) and §8 (error catalogue) keep the spec's exact words,
 * spelling and punctuation included ("Successfuly", "Please Check").
 */
export const messagesCoreEn = {
  // App shell
  'app.name': 'HEMIS',
  'app.fullName': 'Higher Education Management Information System',
  'nav.main': 'Main',
  'nav.home': 'Home',
  'nav.login': 'Login',
  'nav.skipToContent': 'Skip to main content',
  'common.close': 'Close',
  'common.clearFile': 'Clear the chosen file',
  'device.upgrading':
    'Preparing the data kept on this device after the update: once, up to a minute for a large campus…',
  'nav.menu': 'Menu',
  'nav.openMenu': 'Open the menu',
  'nav.reports': 'HEMIS Reports',
  'nav.links': 'Links',
  'nav.language': 'Language',
  'nav.digits': 'Digits',
  'nav.oldSystem': 'Old system link',
  'nav.profile': 'Profile',
  'nav.changePassword': 'Change Password',
  'nav.logout': 'Logout',
  'signOut.confirmTitle': 'Sign out with unsynced edits?',
  'signOut.keptNote':
    'They stay saved on this device and are sent when this account signs in here again.',
  'signOut.stay': 'Stay signed in',
  'signOut.anyway': 'Sign out anyway',
  'footer.about': 'About',
  'footer.terms': 'Terms',
  'footer.privacy': 'Privacy',
  'footer.support': 'Support:',
  'footer.developedBy': 'Developed for',
  'footer.developer': 'University Grants Commission, Nepal',

  // Landing / dashboard
  'home.title': 'Welcome to the Public Financing Module',
  'login.campusLogo': 'Logo of',

  // A screen that failed to load
  'routeError.title': 'This page could not be shown',
  'routeError.offline': 'The server could not be reached. Check the connection and try again.',
  'routeError.unexpected': 'Something went wrong while showing this page.',
  'routeError.requestId': 'Quote this request id when you report it:',
  'routeError.retry': 'Try again',
  'routeError.home': 'Go to the dashboard',
  // Not found
  'notFound.code': '404',
  'notFound.title': 'Oops! 404 Error: Page not found',
  'notFound.goHome': 'Go to homepage',

  // Login screen
  'login.title': 'Sign in',
  'login.email': 'Email Address',
  'login.password': 'Password',
  'login.rememberMe': 'Remember me',
  'login.submit': 'Sign In as Admin',
  'login.forgotPassword': 'Forgot password?',
  'login.togglePasswordVisibility': 'Show or hide the password',

  // Forgot and reset password
  'common.backToLogin': 'Back to sign in',
  'common.togglePassword': 'Show or hide the password',

  // Student sign up

  // Own account

  // Student home

  // §5 Validation
  'validation.loginRequired': 'Email and password are required.',
  // The contract's limits, as every form applies them ({n} is the limit).
  'validation.tooLong': 'At most {n} characters',
  'validation.badForm': 'Not in the expected form',
  'validation.tooSmall': 'At least {n}',
  'validation.tooLarge': 'At most {n}',
  'validation.controlCharacter': 'Contains a control character, which no text may hold',
  'validation.halfCharacter': 'Contains half of a character: type it again',
  'validation.directionCharacter':
    "Contains a character that overrides the text's direction, which can disguise what it says",
  'validation.firstNameRequired': 'First name is required',
  'validation.lastNameRequired': 'Last name is required',
  'validation.phoneRequired': 'Phone number is required',
  'validation.phoneDigits': 'Phone number must be {n} digits',
  'validation.emailRequired': 'Email is required',
  'validation.genderRequired': 'Gender is required',
  'validation.passwordRequired': 'Password is required',
  'validation.confirmPasswordRequired': 'Confirm password is required',
  'validation.passwordsDoNotMatch': 'Passwords do not match',
  'validation.passwordsMatch': 'Passwords match',
  'validation.emailInvalid': 'Enter a valid email address',
  'validation.resetPasswordsDoNotMatch': 'Passwords do not match.',

  // §8 Error catalogue
  'login.wrongCredentials': 'Wrong Credentials. Email or Password is Wrong.',
  'login.networkError': 'An error occurred. Please try again later.',
  'login.unexpectedError': 'An unexpected error occurred.',
  'login.success': 'Successfully Logged In!',
  'faculty.createSuccess': 'Data Successfuly Added !!',
  'faculty.duplicate': 'Faculty already exists!',
  'faculty.createFailure': 'Failed to add data!',
  'faculty.updateSuccess': 'Faculty updated successfully',
  'faculty.updateFailure': 'Failed to update Faculty',
  'level.createSuccess': 'Data added successfully!',
  'level.duplicate': 'Level already exists!',
  'level.createFailure': 'Failed to add data!',
  'level.updateSuccess': 'Data updated Successfully',
  'subject.createSuccess': 'Subject Added Successfully!!',
  // Followed by the server's message.
  'subject.createFailurePrefix': 'Error adding subject:',
  // Roles as people read them (spec §6).
  'role.SuperAdmin': 'SuperAdmin',
  'role.Admin': 'Admin',
  'role.UgcAdmin': 'UgcAdmin',
  'role.UniAdmin': 'UniAdmin',
  'role.CollegeAdmin': 'CollegeAdmin',
  'role.CollegeUser': 'CollegeUser',
  'role.Student': 'Student',
  // Page controls of every paged table.
  'pagination.first': 'first page',
  'pagination.previous': 'previous page',
  'pagination.next': 'next page',
  'pagination.last': 'last page',
  'pagination.page': 'Page {n}',
  // An AD date or span beside its BS form, on every screen (`inAd`).
  'date.adIs': 'AD {date}',
  // The dashboard's age bands the API names.
} as const
