/** English texts of the onboarding area. */
export const onboardingEn = {
  'onboarding.title': 'Open your account',
  'onboarding.intro':
    'A few steps and your account is ready. You can stop at any time and continue later.',
  'onboarding.stepsLabel': 'Onboarding steps',
  'onboarding.step.profile': 'Your details',
  'onboarding.step.contract': 'Your contract',
  'onboarding.step.verification': 'Identity check',
  'onboarding.step.account': 'Your first account',
  'onboarding.progress.done': 'done',
  'onboarding.progress.current': 'current step',
  'onboarding.progress.next': 'to do',
  'onboarding.stepOf': 'Step {number} of {total}: {name}',
  'onboarding.done': 'You are all set',
  'onboarding.doneBody': 'Your account is open.',
  'onboarding.goToAccounts': 'Go to your accounts',

  // Why an action is not offered (src/api/client/capabilities.ts), for any area that offers it.
  'onboarding.standing.noProfile.title': 'You have no client profile yet',
  'onboarding.standing.noProfile.body':
    'Create your client profile first. Then you can open accounts and move money.',
  'onboarding.standing.noProfile.link': 'Create your profile',
  'onboarding.standing.blocked.title': 'Your access is blocked',
  'onboarding.standing.blocked.body':
    'The bank has blocked your client profile, so you cannot open accounts or move money. Please contact the bank’s support to find out why and what you can do.',
  'onboarding.standing.blocked.link': 'See your profile',
  'onboarding.standing.suspended.title': 'Your access is suspended',
  'onboarding.standing.suspended.body':
    'The bank has suspended your client profile for now, so you cannot open accounts or move money. Please contact the bank’s support; your money stays safe in the meantime.',
  'onboarding.standing.suspended.link': 'See your profile',
  'onboarding.standing.noContract.title': 'You have no contract yet',
  'onboarding.standing.noContract.body':
    'You need to accept a contract before you can open an account or move money.',
  'onboarding.standing.noContract.link': 'Choose a contract',
  'onboarding.standing.identityNotDone.title': 'Confirm your identity first',
  'onboarding.standing.identityNotDone.body':
    'You can open accounts and move money once the bank has confirmed your identity.',
  'onboarding.standing.identityNotDone.link': 'Confirm your identity',
  'onboarding.standing.identityPending.title': 'Your identity check is in progress',
  'onboarding.standing.identityPending.body':
    'The bank is checking your identity. You can open accounts and move money once it has confirmed it.',
  'onboarding.standing.identityPending.link': 'See your identity check',
  'onboarding.standing.identityResubmission.title': 'The bank needs more from you',
  'onboarding.standing.identityResubmission.body':
    'The bank needs you to send some of your identity documents again before you can open accounts or move money.',
  'onboarding.standing.identityResubmission.link': 'Continue your identity check',
  'onboarding.standing.identityRejected.title': 'Your identity could not be confirmed',
  'onboarding.standing.identityRejected.body':
    'The bank could not confirm your identity, so you cannot open accounts or move money. Please contact the bank’s support to find out what you can do.',
  'onboarding.standing.identityRejected.link': 'See your profile',
  // Acting for a company (src/api/companies/capabilities.ts); {name} is the company's name.
  'onboarding.standing.companyUnnamed': 'this company',
  'onboarding.standing.companyNotFound.title': 'This company is not among yours',
  'onboarding.standing.companyNotFound.body':
    'You can act only for the companies you administer. Choose one of them from your companies.',
  'onboarding.standing.companyNotFound.link': 'See your companies',
  'onboarding.standing.companyBlocked.title': '{name} cannot use its accounts',
  'onboarding.standing.companyBlocked.body':
    'The bank has blocked or suspended {name}, so it cannot open or activate accounts or move money. Please contact the bank’s support to find out why and what you can do.',
  'onboarding.standing.companyBlocked.link': 'See your companies',
  'onboarding.standing.companyVerificationNotDone.title': 'Verify {name} first',
  'onboarding.standing.companyVerificationNotDone.body':
    '{name} can open and activate accounts and move money once its verification is complete.',
  'onboarding.standing.companyVerificationNotDone.link': 'Verify the company',
  'onboarding.standing.companyVerificationPending.title':
    'The verification of {name} is in progress',
  'onboarding.standing.companyVerificationPending.body':
    'The bank is checking {name}. It can open and activate accounts and move money once the bank has confirmed it.',
  'onboarding.standing.companyVerificationPending.link': 'See the company’s verification',
  'onboarding.standing.companyVerificationRejected.title': '{name} could not be verified',
  'onboarding.standing.companyVerificationRejected.body':
    'The bank could not verify {name}, so it cannot open or activate accounts or move money. Please contact the bank’s support to find out what you can do.',
  'onboarding.standing.companyVerificationRejected.link': 'See the company’s verification',
  'onboarding.standing.companyNoContract.title': '{name} has no contract yet',
  'onboarding.standing.companyNoContract.body':
    '{name} can open and activate accounts and move money once it has accepted a contract.',
  'onboarding.standing.companyNoContract.link': 'Choose a contract',

  'onboarding.profile.title': 'Tell us about yourself',
  'onboarding.profile.intro':
    'We need these details to open your client profile. They must match your identity document.',
  'onboarding.profile.name': 'First name',
  'onboarding.profile.nameHint': 'Up to 15 characters.',
  'onboarding.profile.surname': 'Surname',
  'onboarding.profile.surnameHint': 'Up to 30 characters.',
  'onboarding.profile.nationality': 'Nationality',
  'onboarding.profile.nationalityHint':
    'Start typing the name of the country and choose it from the list.',
  'onboarding.profile.birthday': 'Date of birth',
  'onboarding.profile.birthdayHint': 'You must be at least {age} years old.',
  'onboarding.profile.phone': 'Mobile phone number',
  'onboarding.profile.phoneHint':
    'In international format, starting with + and the country code, for example +44 7911 123456.',
  'onboarding.profile.submit': 'Create my profile',
  'onboarding.profile.submitting': 'Creating your profile…',
  'onboarding.profile.errorSummary': 'There is a problem',
  'onboarding.profile.alreadyCreated':
    'You already have a client profile. Continue with the next step.',
  'onboarding.profile.invalidPayload':
    'The bank could not accept these details. Check each of them and try again.',

  'onboarding.validation.nationalityUnknown': 'Choose a nationality from the list of countries',
  'onboarding.validation.birthdayFuture': 'Enter a date of birth in the past',
  'onboarding.validation.birthdayUnderAge':
    'You must be at least {age} years old to open an account',
  'onboarding.validation.phoneInvalid':
    'Enter a valid mobile phone number in international format, like +44 7911 123456',
} as const;
