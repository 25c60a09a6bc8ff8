/**
 * English texts of the request schemas' validation messages (src/api/**).
 * The schemas carry these keys (see `msg` in src/api/shared/messages.ts) and
 * forms translate them with `useTranslatedZodResolver`; `{name}` placeholders
 * are filled from the values encoded with the key (see ../encoded-message.ts).
 */
export const validationEn = {
  'validation.uuid.invalid': 'Enter a valid identifier',

  'validation.currency.required': 'Choose a currency',
  'validation.currency.format': 'Enter a 3-letter currency code in capitals, e.g. EUR',

  'validation.amount.required': 'Enter an amount',
  'validation.amount.format':
    'Enter the amount using digits and an optional decimal point, e.g. 25.50',
  'validation.amount.decimals': 'Enter an amount with at most {max} decimal places',
  'validation.amount.tooLong': 'Enter an amount of at most {max} characters',

  'validation.reference.required': 'Enter a reference',
  'validation.reference.characters': 'Use only letters, digits and spaces in the reference',
  'validation.reference.tooShort': 'Enter a reference of at least {min} characters',
  'validation.reference.tooLong': 'Enter a reference of at most {max} characters',

  'validation.date.invalid': 'Enter a real date in the form YYYY-MM-DD',
  'validation.birthday.required': 'Enter your date of birth',

  'validation.decimal.required': 'Enter a number',
  'validation.decimal.format': 'Enter a number using digits and an optional decimal point',
  'validation.decimal.tooLong': 'Enter a number of at most {max} characters',
  'validation.payoutAmount.decimals': 'Enter an amount with at most {max} decimal places',

  'validation.phone.required': 'Enter a phone number',
  'validation.phone.format':
    'Enter the phone number in international format: + then {min} to {max} digits, no spaces',

  'validation.query.wholeNumber': 'Enter a whole number from {min} to {max} for {label}',
  'validation.query.pageSize': 'the page size',

  'validation.iban.required': 'Enter an IBAN',
  'validation.iban.format':
    'Enter the IBAN in capitals without spaces, e.g. DE89370400440532013000',
  'validation.iban.checksum': 'This IBAN is not valid: check it for typing mistakes',

  'validation.bic.required': 'Enter a BIC',
  'validation.bic.format': 'Enter a BIC of 8 or 11 characters in capitals, e.g. DEUTDEFF',

  'validation.email.invalid': 'Enter a valid email address',

  'validation.accountName.required': 'Enter an account name',
  'validation.accountName.tooLong': 'Enter an account name of at most {max} characters',
  'validation.accountType.required': 'Choose an account type',

  'validation.name.required': 'Enter your name',
  'validation.name.tooLong': 'Enter a name of at most {max} characters',
  'validation.surname.required': 'Enter your surname',
  'validation.surname.tooLong': 'Enter a surname of at most {max} characters',
  'validation.nationality.required': 'Choose a nationality',
  'validation.nationality.format': 'Enter a 3-letter country code in capitals, e.g. DEU',

  'validation.contract.required': 'Choose a contract',
  'validation.contract.toAccept': 'Choose a contract to accept',

  'validation.company.required': 'Choose a company',
  'validation.emailCode.required': 'Enter the code from the email',
  'validation.emailCode.format': 'Enter the {length} digits of the code from the email',

  'validation.orderId.invalid': 'Enter a valid order identifier',
  'validation.pair.required': 'Choose a currency pair',
  'validation.pair.format': 'Enter a pair as BASE/QUOTE, e.g. BTC/EUR',
  'validation.orderSide.required': 'Choose buy or sell',
  'validation.orderType.required': 'Choose a market or limit order',
  'validation.sortOrder.ascDesc': 'Choose asc or desc order',
  'validation.sortOrder.ascendingDescending': 'Choose ascending or descending order',

  'validation.cryptoCurrency.required': 'Choose a currency',
  'validation.cryptoCurrency.format': 'Enter a currency code of 1 to {max} letters or digits',
  'validation.walletAddress.required': 'Enter the wallet address',
  'validation.walletAddress.tooLong': 'Enter a wallet address of at most {max} characters',
  'validation.network.required': 'Choose a network',
  'validation.walletLabel.tooLong': 'Enter a label of at most {max} characters',
  'validation.wallet.required': 'Choose a wallet',

  'validation.recipientSearch.attribute': 'Choose to search by phone or by email',

  'validation.transactionStatus.required': 'Choose a transaction status',

  'validation.transferFrom.required': 'Choose the account to pay from',
  'validation.recipient.required': 'Choose a recipient',
  'validation.paymentMethod.required': 'Choose a payment method',
  'validation.sepaReference.required': 'Enter a reference',
  'validation.sepaReference.characters':
    "Use only letters, digits, spaces and / - ? : ( ) . , ' + in the reference",
  'validation.sepaReference.tooLong': 'Enter a reference of at most {max} characters',
  'validation.recipientName.required': "Enter the recipient's name",
  'validation.recipientName.tooLong': 'Enter a name of at most {max} characters',
  'validation.recipientSurname.tooLong': 'Enter a surname of at most {max} characters',
} as const;
