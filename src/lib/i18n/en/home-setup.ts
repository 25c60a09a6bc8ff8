/**
 * English texts of a home still being set up: the onboarding's progress and next step, and an
 * administrator without a personal account. They load with those cards, not with every home.
 */
export const homeSetupEn = {
  'home.progress.title': 'Finish setting up',
  'home.progress.body': '{done} of {total} steps done. Next: {step}.',
  'home.progress.action.profile': 'Enter your details',
  'home.progress.action.contract': 'Choose your contract',
  'home.progress.action.verification': 'Confirm your identity',
  'home.progress.action.account': 'Open your first account',
  'home.progress.identityPending':
    'The bank is checking your identity. You can go on once it has confirmed it.',
  'home.progress.identityPendingAction': 'See your identity check',
  'home.progress.identityResubmission':
    'The bank needs you to send some of your identity documents again.',
  'home.progress.identityRejected':
    'The bank could not confirm your identity, so you cannot open accounts or move money.',
  'home.progress.identityRejectedAction': 'See what you can do',
  'home.admin.body': 'You have no personal account yet.',
  'home.admin.companies': 'Go to your companies',
  'home.admin.openOwn': 'Open a personal account',
} as const;
