/** English texts of the verification area. */
export const verificationEn = {
  'verification.title': 'Verify your identity',
  'verification.intro':
    'The law requires us to confirm who you are before we open an account for you. This is done once, by our verification partner.',

  'verification.unconfirmed.title': 'Start your identity check',
  'verification.unconfirmed.body':
    'Have an identity document ready: a passport, an identity card or a driving licence. You will take photos of it and of yourself. It usually takes about 5 minutes.',

  'verification.pending.title': 'We are checking your documents',
  'verification.pending.body':
    'This usually takes a few minutes. This page updates by itself, so you can wait here or come back later.',
  'verification.pending.progress': 'Checking your identity…',
  'verification.pending.checkNow': 'Check the status now',
  'verification.pending.checking': 'Checking…',

  'verification.confirmed.title': 'Your identity is verified',
  'verification.confirmed.body': 'Thank you. You can now continue setting up your account.',
  'verification.confirmed.continue': 'Continue',

  // A kyc the spec does not list; {status} is the bank's word made readable.
  'verification.other.title': 'Your identity check is not complete',
  'verification.other.body':
    'The bank reports your identity check as “{status}”. You can open accounts and move money once it has confirmed your identity. Please contact the bank’s support if you are not sure what it needs from you.',
  'verification.rejected.title': 'We could not verify your identity',
  'verification.rejected.body':
    'Our verification partner could not accept your documents, so we cannot open an account for you at the moment.',
  'verification.rejected.nextTitle': 'What you can do',
  'verification.rejected.contactSupport':
    'Contact our support team and tell them your identity check was rejected. They can explain the reason.',
  'verification.rejected.submitAgain':
    'If a new attempt is allowed, support reopens your check and this page then asks you for new documents.',

  'verification.resubmission.title': 'We need new documents',
  'verification.resubmission.body':
    'Some of your documents could not be accepted, for example because a photo was blurred or a document had expired. Please send them again.',

  'verification.noClient.title': 'Create your profile first',
  'verification.noClient.body':
    'There is no client profile for you yet. The identity check starts once your profile exists.',
  'verification.noClient.link': 'Create your profile',

  'verification.noContract.title': 'Accept a contract first',
  'verification.noContract.body':
    'The identity check comes after the contract step, and you have not accepted a contract yet.',
  'verification.contractNotAcceptable.title': 'Your contract needs to be changed first',
  'verification.contractNotAcceptable.body':
    'The contract on your profile is not available for new customers any more, so the identity check cannot start. Choose and accept a contract first.',
  'verification.contract.link': 'Go to the contract step',

  'verification.tokenError.title': 'The identity check could not be started',
  'verification.widgetError.title': 'The identity check stopped',
  'verification.widgetError.body':
    'The verification window reported a problem. Try again; your progress with our partner is kept.',
  'verification.widgetLoading': 'Loading the identity check…',

  'verification.mock.title': 'Verification partner (test stand-in)',
  'verification.mock.body':
    'This test environment stands in for the real verification partner: no documents are uploaded. Choose the result the partner should give.',
  'verification.mock.outcome': 'Result to simulate',
  'verification.mock.confirmed': 'Approved',
  'verification.mock.rejected': 'Rejected',
  'verification.mock.resubmission': 'More documents needed',
  'verification.mock.submit': 'Submit documents',
  'verification.mock.submitting': 'Submitting…',
} as const;
