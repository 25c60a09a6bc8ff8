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
  'onboarding.account.opening': 'Opening your first account…',
  'onboarding.progress.done': 'done',
  'onboarding.progress.current': 'current step',
  'onboarding.progress.next': 'to do',
  'onboarding.stepOf': 'Step {number} of {total}: {name}',
  'onboarding.done': 'You are all set',
  'onboarding.doneBody': 'Your account is open.',
  'onboarding.goToAccounts': 'Go to your accounts',

  'onboarding.profile.title': 'Tell us about yourself',
  'onboarding.profile.intro':
    'We need these details to open your client profile. They must match your identity document.',
  'onboarding.profile.name': 'First name',
  'onboarding.profile.nameHint': 'Up to {max} characters.',
  'onboarding.profile.surname': 'Surname',
  'onboarding.profile.surnameHint': 'Up to {max} characters.',
  'onboarding.profile.nationality': 'Nationality',
  'onboarding.profile.nationalityHint':
    'Start typing the name of the country and choose it from the list.',
  'onboarding.profile.birthday': 'Date of birth',
  'onboarding.profile.birthdayHint': 'You must be at least {age} years old.',
  'onboarding.profile.phone': 'Mobile phone number',
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
