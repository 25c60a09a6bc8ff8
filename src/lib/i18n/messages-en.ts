import type { AreaMessagesEn } from './en/areas';

/**
 * English texts of the shell (sign-in, navigation, errors, titles), loaded
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
  'nav.tabs': 'Main tabs',
  'nav.home': 'Home',
  'nav.more': 'More',
  'nav.closeMore': 'Close the menu',
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
  'auth.signedOutIdleMinutes':
    'You were signed out after {minutes} minutes without activity, to protect your account.',
  'auth.signedOutIdleOneMinute':
    'You were signed out after 1 minute without activity, to protect your account.',
  'auth.signedOutIdleSeconds':
    'You were signed out after {seconds} seconds without activity, to protect your account.',

  'idle.title': 'Are you still there?',
  'idle.body': 'For your security you will be signed out in {seconds} seconds unless you continue.',
  'idle.stay': 'Stay signed in',
  'idle.signOut': 'Sign out now',

  'toast.close': 'Close message',

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
  'supportContact.label': 'Contact {name}',
  'supportContact.intro': 'Need help? Contact {name}:',
  'supportContact.email': 'Email',
  'supportContact.phone': 'Phone',
  'supportContact.hours': 'Opening hours',
  'legal.termsLink': 'Read the terms of {title} (opens in a new tab)',

  'notFound.title': 'Page not found',
  'notFound.body': 'There is no page at this address.',
  'notFound.home': 'Go to your profile',

  'title.home': 'Home',
  'title.profile': 'Your profile',
  'title.onboarding': 'Your details',
  'title.onboardingContract': 'Choose your contract',
  'title.onboardingVerification': 'Identity check',
  'title.openAccount': 'Open an account',
  'title.accounts': 'Accounts',
  'title.account': 'Account',
  'title.statements': 'Statements',
  'title.transfers': 'Send money',
  'title.history': 'History',
  'title.transaction': 'Transaction',
  'title.companies': 'Companies',
  'title.companyVerification': 'Company verification',
  'title.companyContract': 'Company contract',
  'title.companyEmail': 'Company email',
  'title.crypto': 'Crypto market',
  'title.cryptoTrade': 'Buy or sell crypto',
  'title.cryptoOrders': 'Crypto orders',
  'title.cryptoOrder': 'Crypto order',
  'title.cryptoWallets': 'Crypto wallets',
  'title.signingIn': 'Signing in',
  'title.signingOut': 'Signing out',
  'title.signedOut': 'Signed out',
  'title.notFound': 'Page not found',
} as const;

export type MessageKey = keyof typeof en | keyof AreaMessagesEn;
export type Messages = Record<MessageKey, string>;
