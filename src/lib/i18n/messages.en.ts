import { messagesSetupEn } from './messages.setup.en'

/**
 * Every word the app shows, in English. Nepali will be another file with the same keys.
 * The messages of spec §5 (validation) and §8 (error catalogue) keep the spec's exact words,
 * spelling and punctuation included ("Successfuly", "Please Check").
 */
export const messagesEn = {
  // App shell
  'app.name': 'HEMIS',
  'app.fullName': 'Higher Education Management Information System',
  'nav.main': 'Main',
  'nav.home': 'Home',
  'nav.login': 'Login',
  'nav.skipToContent': 'Skip to main content',
  'common.close': 'Close',
  'nav.menu': 'Menu',
  'nav.openMenu': 'Open the menu',
  'nav.reports': 'HEMIS Reports',
  'nav.links': 'Links',
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
  'home.notYet':
    'The dashboard figures are not part of this release yet. They arrive with a later release.',

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

  // Forgot and reset password (placeholders until the reset flow is built)
  'common.backToLogin': 'Back to sign in',
  'forgotPassword.title': 'Forgot password',
  'forgotPassword.notYet':
    'Password reset is not part of this release yet. It arrives with a later release.',
  'resetPassword.title': 'Set your password',
  'resetPassword.notYet':
    'Your account must set a new password before it can sign in. Setting it here is not part of this release yet; it arrives with a later release.',

  // §5 Validation
  'validation.loginRequired': 'Email and password are required.',
  'validation.firstNameRequired': 'First name is required',
  'validation.lastNameRequired': 'Last name is required',
  'validation.phoneRequired': 'Phone number is required',
  'validation.phoneDigits': 'Phone number must be 10 digits',
  'validation.emailRequired': 'Email is required',
  'validation.genderRequired': 'Gender is required',
  'validation.passwordRequired': 'Password is required',
  'validation.confirmPasswordRequired': 'Confirm password is required',
  'validation.passwordsDoNotMatch': 'Passwords do not match',
  'validation.passwordsMatch': 'Passwords match',
  'validation.resetPasswordsDoNotMatch': 'Passwords do not match.',
  'validation.levelNameRequired': 'Level Name is required',
  'validation.codeRequired': 'Code is required',

  // §8 Error catalogue
  'login.wrongCredentials': 'Wrong Credentials. Email or Password is Wrong.',
  'login.networkError': 'An error occurred. Please try again later.',
  'login.unexpectedError': 'An unexpected error occurred.',
  'login.success': 'Successfully Logged In!',
  'signUp.success': 'Student successfully registered.',
  'signUp.failure': 'Student registration failed!',
  'forgotPassword.success': 'A reset link has been sent to your email. Please Check your Email.',
  'forgotPassword.failure':
    'Failed to send reset link. Please check the email address and try again.',
  'resetPassword.success':
    'Your password has been successfully reset. Redirecting to sign-in page...',
  'resetPassword.failure': 'Failed to reset password. Please try again.',
  'resetPassword.exception': 'An error occurred. Please check your input and try again.',
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
  ...messagesSetupEn,
} as const
