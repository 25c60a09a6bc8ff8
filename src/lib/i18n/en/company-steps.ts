/**
 * English texts of a company's onboarding steps (/companies/:companyId/verification, /contract,
 * /email); loaded with those pages only. What a company needs is in ./companies.ts (both show it).
 */
export const companyStepsEn = {
  'companies.step.back': 'Back to your companies',
  'companies.step.loading': 'Loading the company…',
  'companies.step.loadFailed': 'The company could not be loaded',
  'companies.step.notYours.title': 'This is not one of your companies',
  'companies.step.notYours.body':
    'We could not find this company among the companies you administer. Only its administrators can do its onboarding steps.',
  'companies.step.notYours.link': 'See your companies',
  'companies.step.next': 'What comes next',
  'companies.step.errorSummary': 'There is a problem',
  'companies.step.ready': 'Nothing else is missing: {name} is ready to bank.',

  'companies.verify.title': 'Verify {name}',
  'companies.verify.titleAny': 'Verify a company',
  'companies.verify.intro':
    'The law requires us to check a company before it banks with us: its registration, its address, and who owns and runs it. This is done once, by our verification partner.',
  'companies.verify.initiated.title': 'Start the verification of {name}',
  'companies.verify.initiated.body':
    'Have the company’s registration documents ready (certificate of incorporation, articles of association, a recent proof of address) and the identity documents of its directors and owners. It usually takes about 10 minutes.',
  'companies.verify.resubmission.title': 'We need new documents for {name}',
  'companies.verify.resubmission.body':
    'Some of the company’s documents could not be accepted, for example because a page was missing or a document had expired. Please send them again.',
  'companies.verify.pending.title': 'We are checking the documents of {name}',
  'companies.verify.pending.body':
    'This usually takes a few minutes, sometimes up to two working days. This page updates by itself while it is open, so you can wait here or come back later.',
  'companies.verify.checkNow': 'Check the status now',
  'companies.verify.checking': 'Checking…',
  'companies.verify.confirmed.title': '{name} is verified',
  'companies.verify.confirmed.body': 'The company’s verification is complete.',
  'companies.verify.rejected.title': 'We could not verify {name}',
  'companies.verify.rejected.body':
    'Our verification partner could not accept the company’s documents, so the company cannot bank with us at the moment.',
  'companies.verify.rejected.nextTitle': 'What you can do',
  'companies.verify.rejected.contactSupport':
    'Contact our support team and tell them the company’s verification was rejected. They can explain the reason.',
  'companies.verify.rejected.submitAgain':
    'If a new attempt is allowed, support reopens the check and this page then asks you for new documents.',
  'companies.verify.other.title': 'We cannot tell where the verification of {name} stands',
  'companies.verify.other.body':
    'The bank reported a verification status this app does not know. Nothing is asked of you here for now: check again later, or contact our support team.',
  'companies.verify.notActive':
    'The company’s status is “{status}”: until our support team changes it, the company cannot use its accounts, even once verified.',
  'companies.verify.tokenError': 'The company’s verification could not be started',

  'companies.contractStep.title': 'Choose a contract for {name}',
  'companies.contractStep.titleAny': 'Choose a contract for a company',
  'companies.contractStep.intro':
    'The company’s contract sets how many accounts it can open and what its transfers cost. Compare the contracts and choose one for {name}.',
  'companies.contractStep.current.title': 'The contract of {name}: {title}',
  'companies.contractStep.current.body':
    'The company has the {title} contract. You can change it: the new one replaces it once accepted.',
  'companies.contractStep.current.withdrawn': 'a contract no longer on offer',
  'companies.contractStep.current.change': 'Change the contract',
  'companies.contractStep.review.title': 'Accept the {title} contract for {name}?',
  'companies.contractStep.review.body':
    'Check what the {title} contract includes before you accept it on behalf of {name}.',
  'companies.contractStep.review.terms': 'I accept the terms of this contract on behalf of {name}',
  'companies.contractStep.review.termsRequired':
    'Confirm that you accept the terms on behalf of the company',
  'companies.contractStep.review.accept': 'Accept contract',
  'companies.contractStep.review.accepting': 'Accepting the contract…',
  'companies.contractStep.review.back': 'Choose another contract',
  'companies.contractStep.noDocument.title': 'This contract cannot be accepted at the moment',
  'companies.contractStep.noDocument.body':
    'The bank has no terms of the {title} contract that it can give {name} right now, so the contract cannot be accepted. Choose another contract, or try again later.',
  'companies.contractStep.failed': 'The contract could not be accepted',
  'companies.contractStep.unknown':
    'The contract may have been accepted even so. Check the company’s details before you try again.',
  'companies.contractStep.unknownLink': 'See your companies',
  'companies.contractStep.done.title': '{name} now has the {title} contract',

  'companies.emailStep.title': 'Confirm the email of {name}',
  'companies.emailStep.titleAny': 'Confirm a company’s email',
  'companies.emailStep.address': 'The company’s email address',
  'companies.emailStep.intro':
    'When the company’s email address was registered, we sent a {length}-digit code to it. Enter that code to confirm the address reaches the company. If you cannot find the email, ask for a new code.',
  'companies.emailStep.noEmail.title': 'The company has no email address on record',
  'companies.emailStep.noEmail.body':
    'Contact our support team to add one; you can then confirm it here.',
  'companies.emailStep.code': 'Code from the email',
  'companies.emailStep.codeHint': 'The {length} digits in the email, for example 123456.',
  'companies.emailStep.submit': 'Confirm the email',
  'companies.emailStep.submitting': 'Checking the code…',
  'companies.emailStep.wrongCode':
    'That code is not right. Check it against the newest email from us, or ask for a new code.',
  'companies.emailStep.failed': 'The code could not be checked.',
  'companies.emailStep.resendTitle': 'No email, or the code does not work?',
  'companies.emailStep.resend': 'Send a new code',
  'companies.emailStep.resending': 'Sending a new code…',
  'companies.emailStep.resent': 'We have sent a new code to {email}.',
  'companies.emailStep.wait': 'You can ask for a new code in {time}',
  'companies.emailStep.waitAnnounced': 'You can ask for another one in {seconds} seconds.',
  'companies.emailStep.canResend': 'You can ask for a new code now.',
  'companies.emailStep.resendFailed': 'A new code could not be sent',
  'companies.emailStep.done.title': 'The email address of {name} is confirmed',
  'companies.emailStep.done.body': 'The bank writes to the company at {email}.',
} as const;
