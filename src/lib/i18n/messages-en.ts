import type { AreaMessagesEn } from './en/areas';

/**
 * English texts of the shell (sign-in, navigation, errors, profile), loaded
 * with the app. The areas' texts live under en/ and load with the first area
 * route. Keys are flat and grouped by area; `{name}` placeholders are filled
 * by `t()`. Other locales copy this shape.
 */
export const en = {
  'app.name': 'Mock Bank',
  'app.skipToContent': 'Skip to main content',
  'app.loading': 'Loading…',
  'app.retry': 'Try again',

  'nav.label': 'Main',
  'nav.profile': 'Profile',
  'nav.accounts': 'Accounts',
  'nav.transfers': 'Transfers',
  'nav.history': 'History',
  'nav.companies': 'Companies',
  'nav.crypto': 'Crypto',
  'nav.signOut': 'Sign out',
  'nav.signedInAs': 'Signed in as {name}',
  'nav.menu': 'Menu',

  'config.title': 'The app is not configured',
  'config.body':
    'The configuration file /config.json is missing or invalid, so the app cannot start. An administrator needs to fix it.',
  'config.problems': 'Problems found',

  'auth.signingIn': 'Signing you in…',
  'auth.signingInBody': 'You are being taken to the sign-in page.',
  'auth.completing': 'Completing sign-in…',
  'auth.signingOut': 'Signing you out…',
  'auth.callbackFailed': 'Sign-in could not be completed',
  'auth.callbackFailedBody':
    'The sign-in answer was not valid or has expired. Please sign in again.',
  'auth.signIn': 'Sign in',
  'auth.signInAgain': 'Sign in again',
  'auth.signedOutTitle': 'You have signed out',
  'auth.signedOutBody':
    'Your session has ended and the data of this session was cleared from this tab.',
  'auth.sessionEnded': 'Your session has ended. Please sign in again.',

  'idle.title': 'Are you still there?',
  'idle.body': 'For your security you will be signed out in {seconds} seconds unless you continue.',
  'idle.stay': 'Stay signed in',
  'idle.signOut': 'Sign out now',

  'error.title': 'Something went wrong',
  'error.unexpected': 'An unexpected error stopped this page. Your data is safe.',
  'error.network': 'The bank could not be reached. Check your connection and try again.',
  'error.server':
    'The bank had a problem answering. Please try again in a few minutes, and contact the bank’s support if it keeps happening.',
  'error.shape': 'The bank answered in a way this app does not understand.',
  'error.unauthorized': 'Your session has ended. Please sign in again.',
  'error.forbidden': 'You are not allowed to do this.',
  'error.notFound': 'This could not be found.',
  'error.badRequest': 'The bank could not accept this request.',
  'error.withMessage': 'The bank said: {message}',
  'error.reload': 'Reload the page',
  'support.details': 'Details for support',
  'support.detailsHint': 'The bank’s own references, in case its support team asks for them.',

  'notFound.title': 'Page not found',
  'notFound.body': 'There is no page at this address.',
  'notFound.home': 'Go to your profile',

  'profile.title': 'Your profile',
  'profile.personal': 'Personal details',
  'profile.name': 'Name',
  'profile.surname': 'Surname',
  'profile.nationality': 'Nationality',
  'profile.birthday': 'Date of birth',
  'profile.phone': 'Phone',
  'profile.address': 'Address',
  'profile.status': 'Status',
  'profile.adm': 'Account status',
  'profile.kyc': 'Identity verification',
  'profile.contract': 'Contract',
  'profile.contractMissing': 'A contract no longer on offer',
  'profile.contractUnnamed': 'A contract without a name',
  'profile.contractFailed': 'Its name could not be loaded just now',
  'profile.contractId': 'Contract reference',
  'profile.notProvided': 'Not provided',
  'profile.noClientTitle': 'You have no client profile yet',
  'profile.noClientBody': 'Create your client profile to open an account.',
  'profile.startOnboarding': 'Start opening your account',
  'profile.termsVersion': 'Terms you accepted',
  'profile.termsOf': 'Terms of {date}',
  'profile.termsNamed': 'Terms version {version}',
  'profile.termsVersionId': 'Terms version',
  'profile.termsAcceptedAt': 'Accepted on',
  'profile.changePhone': 'Change phone number',
  'profile.newPhone': 'New phone number',
  'profile.savePhone': 'Save phone number',
  'profile.cancel': 'Cancel',
  'profile.phoneSaved': 'Your phone number was changed.',

  'adm.adm:active': 'Active',
  'adm.adm:blocked': 'Blocked',
  'adm.adm:suspended': 'Suspended',
  'kyc.kyc:unconfirmed': 'Not verified',
  'kyc.kyc:confirmed': 'Verified',
  'kyc.kyc:pending': 'Verification in progress',
  'kyc.kyc:rejected': 'Verification rejected',
  'kyc.kyc:resubmission': 'More documents needed',
} as const;

export type MessageKey = keyof typeof en | keyof AreaMessagesEn;
export type Messages = Record<MessageKey, string>;
