/**
 * English texts of why an action is not offered (src/domain/client/capabilities.ts and
 * src/domain/companies/capabilities.ts), for any area that offers one: small, so that the
 * accounts and transfers screens load them without the onboarding texts.
 */
export const standingEn = {
  'standing.noProfile.title': 'You have no client profile yet',
  'standing.noProfile.body':
    'Create your client profile first. Then you can open accounts and move money.',
  'standing.noProfile.link': 'Create your profile',
  'standing.blocked.title': 'Your access is blocked',
  'standing.blocked.body':
    'The bank has blocked your client profile, so you cannot open accounts or move money. Please contact the bank’s support to find out why and what you can do.',
  'standing.blocked.link': 'See your profile',
  'standing.suspended.title': 'Your access is suspended',
  'standing.suspended.body':
    'The bank has suspended your client profile for now, so you cannot open accounts or move money. Please contact the bank’s support; your money stays safe in the meantime.',
  'standing.suspended.link': 'See your profile',
  // A status the spec does not list; {status} is the bank's word made readable.
  'standing.admOther.title': 'Your access is limited',
  'standing.admOther.body':
    'The bank does not let your client profile open accounts or move money at the moment. Please contact the bank’s support to find out why and what you can do.',
  'standing.admOther.reported': 'The bank reports your profile’s status as “{status}”.',
  'standing.admOther.link': 'See your profile',
  'standing.noContract.title': 'You have no contract yet',
  'standing.noContract.body':
    'You need to accept a contract before you can open an account or move money.',
  'standing.noContract.link': 'Choose a contract',
  'standing.identityNotDone.title': 'Confirm your identity first',
  'standing.identityNotDone.body':
    'You can open accounts and move money once the bank has confirmed your identity.',
  'standing.identityNotDone.link': 'Confirm your identity',
  'standing.identityPending.title': 'Your identity check is in progress',
  'standing.identityPending.body':
    'The bank is checking your identity. You can open accounts and move money once it has confirmed it.',
  'standing.identityPending.link': 'See your identity check',
  'standing.identityResubmission.title': 'The bank needs more from you',
  'standing.identityResubmission.body':
    'The bank needs you to send some of your identity documents again before you can open accounts or move money.',
  'standing.identityResubmission.link': 'Continue your identity check',
  'standing.identityRejected.title': 'Your identity could not be confirmed',
  'standing.identityRejected.body':
    'The bank could not confirm your identity, so you cannot open accounts or move money. Please contact the bank’s support to find out what you can do.',
  'standing.identityRejected.link': 'See your profile',
  'standing.identityOther.title': 'Your identity check is not complete',
  'standing.identityOther.body':
    'You can open accounts and move money once the bank has confirmed your identity. Please contact the bank’s support if you are not sure what it needs from you.',
  'standing.identityOther.reported': 'The bank reports your identity check as “{status}”.',
  'standing.identityOther.link': 'See your identity check',
  // Acting for a company (src/domain/companies/capabilities.ts); {name} is the company's name.
  'standing.companyUnnamed': 'this company',
  'standing.companyNotFound.title': 'This company is not among yours',
  'standing.companyNotFound.body':
    'You can act only for the companies you administer. Choose one of them from your companies.',
  'standing.companyNotFound.link': 'See your companies',
  'standing.companyBlocked.title': '{name} cannot use its accounts',
  'standing.companyBlocked.body':
    'The bank has blocked or suspended {name}, so it cannot open or activate accounts or move money. Please contact the bank’s support to find out why and what you can do.',
  'standing.companyBlocked.link': 'See your companies',
  'standing.companyVerificationNotDone.title': 'Verify {name} first',
  'standing.companyVerificationNotDone.body':
    '{name} can open and activate accounts and move money once its verification is complete.',
  'standing.companyVerificationNotDone.link': 'Verify the company',
  'standing.companyVerificationPending.title': 'The verification of {name} is in progress',
  'standing.companyVerificationPending.body':
    'The bank is checking {name}. It can open and activate accounts and move money once the bank has confirmed it.',
  'standing.companyVerificationPending.link': 'See the company’s verification',
  'standing.companyVerificationRejected.title': '{name} could not be verified',
  'standing.companyVerificationRejected.body':
    'The bank could not verify {name}, so it cannot open or activate accounts or move money. Please contact the bank’s support to find out what you can do.',
  'standing.companyVerificationRejected.link': 'See the company’s verification',
  'standing.companyNoContract.title': '{name} has no contract yet',
  'standing.companyNoContract.body':
    '{name} can open and activate accounts and move money once it has accepted a contract.',
  'standing.companyNoContract.link': 'Choose a contract',
  // The profile's "Account status" when the bank's status is active but something else stands
  // in the way (standingOf, src/domain/client/capabilities.ts).
  'standing.profile.notYetActive': 'Not active yet',
  'standing.profile.notActive': 'Not active',
} as const;
