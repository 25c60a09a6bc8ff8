/** English texts of the contracts area. */
export const contractsEn = {
  'contracts.title': 'Choose your contract',
  'contracts.intro':
    'Your contract sets how many accounts you can open and what your transfers cost. Compare the contracts and choose one.',
  'contracts.loading': 'Loading the contracts…',
  'contracts.listLabel': 'Contracts on offer',
  'contracts.emptyTitle': 'No contracts are offered at the moment',
  'contracts.emptyBody': 'Please try again later.',
  'contracts.noneAvailable':
    'None of these contracts can be chosen at the moment. Please try again later.',
  'contracts.loadFailed': 'The contracts could not be loaded',

  'contracts.unavailable': 'Not available',
  'contracts.unavailableReason': 'This contract is not offered to new clients at the moment.',
  'contracts.choose': 'Choose {title}',
  'contracts.noTerms': 'No limits or fees are listed for this contract.',
  'contracts.accountsHeading': 'Accounts you can open',
  'contracts.accounts.one': '{count} {currency} account',
  'contracts.accounts.other': '{count} {currency} accounts',
  'contracts.feesHeading': 'Fees',
  'contracts.feesUntitled': 'Other fees',
  'contracts.limitsHeading': 'Limits',
  'contracts.systemLimit.riskLevel': 'Limits the bank sets according to your risk profile',
  'contracts.systemLimit.other': 'Other limits the bank sets',

  'contracts.fee.percentAtLeast': '{percentage}, at least {flat}',
  'contracts.fee.percent': '{percentage}',
  'contracts.fee.flat': '{flat} per transfer',
  'contracts.fee.free': 'No fee',
  'contracts.fee.other': '{percentage} and {flat}, as the bank works it out',
  'contracts.fee.otherOne': '{part}, as the bank works it out',
  'contracts.fee.from': '{fee}, on amounts from {from}',

  'contracts.review.title': 'Accept the {title} contract?',
  'contracts.review.body': 'Check what the {title} contract includes before you accept it.',
  'contracts.review.terms': 'I accept the terms of this contract',
  'contracts.review.termsRequired': 'Confirm that you accept the terms of this contract',
  'contracts.review.errorSummary': 'There is a problem',
  'contracts.review.accept': 'Accept contract',
  'contracts.review.accepting': 'Accepting the contract…',
  'contracts.review.back': 'Choose another contract',

  'contracts.acceptFailed': 'The contract could not be accepted',
  'contracts.acceptUnknown':
    'The contract may have been accepted even so. Check your profile before you try again.',
  'contracts.alreadyAcceptedTitle': 'You have already accepted a contract',
  'contracts.alreadyAcceptedBody':
    'A contract is accepted only once. Your profile shows the contract you have.',
  'contracts.alreadyAcceptedLink': 'Go to your profile',
  'contracts.noClientTitle': 'Create your client profile first',
  'contracts.noClientBody': 'A contract can be chosen once your client profile has been created.',
  'contracts.noClientLink': 'Create your client profile',
  'contracts.notAcceptableTitle': 'This contract cannot be accepted',
  'contracts.notAcceptableBody':
    'The {title} contract cannot be accepted for you. Choose another contract.',
} as const;
