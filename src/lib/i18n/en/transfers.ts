/** English texts of the transfers area. */
export const transfersEn = {
  'transfers.title': 'Send money',
  'transfers.loading': 'Loading your accounts…',
  'transfers.step.review': 'Check and confirm',
  'transfers.step.sent': 'Transfer sent',
  'transfers.step.unknown': 'Outcome unknown',
  'transfers.step.notFound': 'We could not find this transfer yet',

  'transfers.step.recipient': 'Who are you paying?',
  'transfers.step.customer': 'Find a customer',
  'transfers.step.sepa': 'Pay a bank account',
  'transfers.step.amount': 'How much?',

  'transfers.recipient.recent': 'Recent',
  'transfers.recipient.loading': 'Loading the people you can pay…',
  'transfers.recipient.saved': 'Saved recipients',
  'transfers.recipient.own': 'Your accounts',
  'transfers.recipient.ownHint': '{currency} account',
  'transfers.recipient.new': 'Someone new',
  'transfers.recipient.newCustomer': 'Another customer of the bank',
  'transfers.recipient.newCustomerHint': 'Found by their phone number or email',
  'transfers.recipient.newSepa': 'A bank account',
  'transfers.recipient.newSepaHint': 'By IBAN, anywhere in the SEPA area, from a euro account',
  'transfers.recipient.nobody':
    'None of your accounts has money available to send right now, so there is no one to pay yet.',
  'transfers.recipient.to': 'To',
  'transfers.recipient.change': 'Change',
  'transfers.recipient.changeWho': 'Change who you are paying',

  'transfers.customer.phoneHint':
    'With its country code, for example +44 7911 123456. We look for the customer as soon as the number is complete.',
  'transfers.customer.emailHint': 'We look for the customer as soon as the address is complete.',
  'transfers.customer.whichAccount': 'Which of their accounts should receive the money?',
  'transfers.customer.accountIn': 'Their {currency} account',
  'transfers.customer.retry': 'Search again',

  'transfers.amount.available': '{available} available',
  'transfers.amount.availableUnknown': 'The available balance is not known right now',
  'transfers.amount.feeLine': 'Fee {fee}, total {total}',
  'transfers.amount.feeEstimateLine': 'Estimated fee {fee}, total {total}',
  'transfers.amount.feeNotKnown': 'The fee is not known before sending',
  'transfers.amount.feeLoading': 'Working out the fee…',

  'transfers.details.errorSummary': 'There is a problem',
  'transfers.details.continue': 'Continue',
  'transfers.details.notAccepted':
    'These details cannot be sent as they are. Check them and try again.',

  'transfers.from.label': 'From account',
  'transfers.from.hint':
    'Each account shows the money it has available. Only active accounts can send money.',
  'transfers.from.placeholder': 'Choose an account',
  'transfers.from.option': '{name} — {available}',
  'transfers.from.optionEmpty': '{name} — nothing available ({available})',
  'transfers.from.optionUnknown': '{name} — balance not known',
  'transfers.from.noneSendable': 'None of your accounts has money available to send right now.',
  'transfers.from.empty': 'Choose the account to send from',

  'transfers.to.empty': 'Choose the account to send to',

  'transfers.customer.searchBy': 'Search by',
  'transfers.customer.byPhone': 'Phone number',
  'transfers.customer.byEmail': 'Email',
  'transfers.customer.phone': 'Phone number',
  'transfers.customer.email': 'Email',
  'transfers.customer.searching': 'Looking for the customer…',
  'transfers.customer.found': 'Found: {name}',
  'transfers.customer.notFound.phone': 'No customer was found with this phone number.',
  'transfers.customer.notFound.email': 'No customer was found with this email address.',
  'transfers.customer.cannotReceive':
    '{name} is a customer, but cannot receive money in {currency}.',
  'transfers.customer.chooseAccount': 'Choose which of their accounts receives the money',
  'transfers.customer.notSearched':
    'Enter the customer’s phone number or email so that we can find them',
  'transfers.customer.searchAgain':
    'The source account’s currency changed: find the customer again',

  'transfers.saved.unnamed': 'Recipient without a name',
  'transfers.saved.ukAccount': 'Account {accountNumber}, sort code {sortCode}',
  'transfers.saved.empty': 'Choose a saved recipient',

  'transfers.sepa.legend': 'The recipient’s bank account',
  'transfers.sepa.iban': 'IBAN',
  'transfers.sepa.ibanHint': 'For example DE89 3704 0044 0532 0130 00. Spaces are fine.',
  'transfers.sepa.iban.empty': 'Enter the recipient’s IBAN',
  'transfers.sepa.iban.format':
    'This is not an IBAN: check the country letters and that it has the right number of characters',
  'transfers.sepa.iban.checksum': 'This IBAN is not valid: check it for typing mistakes',
  'transfers.sepa.bic': 'BIC (optional)',
  'transfers.sepa.bicHint': 'Leave it empty if you do not know it: the IBAN is enough.',
  'transfers.sepa.bic.invalid':
    'Enter a BIC of 8 or 11 letters and digits, for example COBADEFFXXX',
  'transfers.sepa.bic.otherCountry': 'This BIC belongs to a bank in another country than the IBAN',
  'transfers.sepa.name': 'First name',
  'transfers.sepa.name.empty': 'Enter the recipient’s first name',
  'transfers.sepa.name.tooLong': 'Enter a first name of at most {max} characters',
  'transfers.sepa.surname': 'Last name',
  'transfers.sepa.surname.tooLong': 'Enter a last name of at most {max} characters',
  'transfers.sepa.bankName': 'Bank name (optional)',
  'transfers.sepa.street': 'Street (optional)',
  'transfers.sepa.houseNumber': 'House number (optional)',
  'transfers.sepa.postCode': 'Postcode (optional)',
  'transfers.sepa.city': 'Town or city (optional)',
  'transfers.sepa.country': 'Country (optional)',
  'transfers.sepa.onlyEur': 'SEPA transfers can only be sent from a euro account',

  'transfers.amount.label': 'Amount',
  'transfers.amount.hint': 'For example {example}',
  'transfers.amount.empty': 'Enter an amount',
  'transfers.amount.notANumber': 'Enter the amount in numbers, for example 25.50',
  'transfers.amount.tooManyDecimals': 'Enter an amount with at most {max} decimal places',
  'transfers.amount.notPositive': 'Enter an amount greater than zero',
  'transfers.amount.tooLong': 'This amount is too long: use at most {max} characters',
  'transfers.amount.moreThanAvailable': 'This is more than the account has available',

  'transfers.reference.label': 'Reference',
  'transfers.reference.hint':
    'Optional. What the recipient sees: {min} to {max} letters, digits or spaces.',
  'transfers.reference.hintSepa':
    "Optional. What the recipient sees: up to {max} letters, digits, spaces and / - ? : ( ) . , ' +",
  'transfers.reference.count': '{count} of {max} characters',
  'transfers.reference.tooShortLive': 'A reference needs at least {min} characters',
  'transfers.reference.tooLongLive': '{count} characters: at most {max} are allowed',
  'transfers.reference.wrongCharacters': 'These characters cannot be used: {characters}',

  'transfers.review.from': 'From',
  'transfers.review.to': 'To',
  'transfers.review.ownAccount': 'Your account {name}',
  'transfers.review.foundBy.phone': 'Found by phone number {value}',
  'transfers.review.foundBy.email': 'Found by email {value}',
  'transfers.review.bic': 'BIC {bic}',
  'transfers.review.amount': 'Amount',
  'transfers.review.fee': 'Fee',
  'transfers.review.feeLoading': 'Working out the fee…',
  'transfers.review.feeNotKnown': 'Not known',
  'transfers.review.feeFailed':
    'The fee is not known before sending: your contract’s fee rules could not be read. Read them again, or send: the bank charges its fee when it records the payment.',
  'transfers.review.feeRetry': 'Read the fee rules again',
  'transfers.review.total': 'Total leaving your account',
  'transfers.review.recipientGets': 'The recipient gets',
  'transfers.review.reference': 'Reference',
  'transfers.review.rule': 'Your contract’s fee for this transfer: {rule}.',
  'transfers.review.totalPlusFee': '{amount} plus the bank’s fee',
  'transfers.review.ruleEstimate':
    'Estimated fee: your contract does not say which kinds of transfer its fee rule ({rule}) is for, so it is applied to this one. The bank confirms the fee when it records the payment.',
  'transfers.review.noRule':
    'The fee is not known before sending: your contract gives a fee rule for {currency} transfers of other kinds or amounts only. The bank charges its fee, if any, when it records the payment.',
  'transfers.review.noTerms':
    'The fee is not known before sending: the fee rules of the contract that applies could not be found. The bank charges its fee, if any, when it records the payment.',
  'transfers.review.feeEstimate':
    'Your contract uses a fee rule this app cannot work out exactly, so the fee shown is an estimate.',
  'transfers.review.totalTooMuch':
    'With the fee, this is more than the {available} available. Go back and send less.',
  'transfers.review.confirm': 'Confirm and send',
  'transfers.review.sending': 'Sending…',
  'transfers.review.back': 'Back',

  'transfers.refused.title': 'The bank did not send this transfer',
  'transfers.refused.bankText': 'The bank’s own words: “{message}”',
  'transfers.refused.nothingLost':
    'Nothing was sent. Your details are kept: correct them and continue.',
  'transfers.refused.amountTooBig':
    'This amount is above the most this kind of transfer allows. Send less.',
  'transfers.refused.balanceNotEnough':
    'The account does not have enough money for this amount and its fee.',
  'transfers.refused.sourceContract': 'Your contract does not allow transfers from this account.',
  'transfers.refused.quotaOver': 'Your contract’s limits do not allow this transfer.',
  'transfers.refused.savedMethod':
    'This saved recipient cannot be paid this way. Choose another recipient.',
  'transfers.refused.recipientConfiguration':
    'The recipient’s account is not set up to receive this transfer.',
  'transfers.refused.recipientContract':
    'The recipient’s contract does not let them receive this transfer.',
  'transfers.refused.currencyMismatch':
    'The recipient’s account is in another currency than yours. Choose an account in the same currency.',
  'transfers.refused.noContract': 'You need an accepted contract before you can send money.',
  'transfers.refused.sourceNoAccess': 'You are not allowed to send money from this account.',
  'transfers.refused.sourceNoProduct': 'This account cannot send transfers.',
  'transfers.refused.sourceNotActive': 'This account is not active, so money cannot leave it.',
  'transfers.refused.recipientBlocked': 'This recipient cannot receive money at the moment.',
  'transfers.refused.recipientNoProduct': 'The recipient’s account cannot receive transfers.',
  'transfers.refused.recipientNotActive': 'The recipient’s account is not active.',
  'transfers.refused.senderNotFound':
    'The bank could not find your client profile. Contact the bank before you try again.',
  'transfers.refused.savedNotFound': 'This saved recipient no longer exists. Choose another.',
  'transfers.refused.recipientNotFound': 'The recipient’s account could not be found.',

  'transfers.result.sentBody': 'Your transfer of {amount} is on its way.',
  'transfers.result.foundBody':
    'We found your transfer of {amount} in your account’s transactions: it was sent once.',
  'transfers.result.transactionId': 'Transaction reference',
  'transfers.result.operationId': 'Operation reference',
  'transfers.result.copy': 'Copy {what}',
  'transfers.result.copied': '{what} copied',
  'transfers.result.copyFailed': 'Could not copy. Select the text and copy it yourself.',
  'transfers.result.history': 'See it in your history',
  'transfers.result.another': 'Send another transfer',
  'transfers.result.unknownBody':
    'The bank’s answer did not reach us, so we do not know yet whether the money was sent. Do not send it again: we are checking your account.',
  'transfers.result.searching': 'Looking for the transfer in your account’s transactions…',
  'transfers.result.notFoundBody':
    'The transfer has not appeared in your account’s transactions yet. It may still arrive: check your history before you send it again.',
  'transfers.result.againWarning':
    'If the first transfer went through after all, sending again will send {amount} twice.',
  'transfers.result.sendAgain': 'Send again (may duplicate)',
} as const;
