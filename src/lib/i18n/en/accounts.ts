/** English texts of the accounts area. */
export const accountsEn = {
  'accounts.open.title': 'Open an account',
  'accounts.open.intro':
    'Give the account a name and choose its currency. Your contract sets how many accounts you can have in each currency.',
  'accounts.open.name': 'Account name',
  'accounts.open.nameHint': 'Up to 50 characters, for example Holidays',
  'accounts.open.currency': 'Currency',
  'accounts.open.currencyAvailable': '{currency} — {remaining} of {allowed} left',
  'accounts.open.currencyUnavailable': '{currency} — none left',
  'accounts.open.currencyUsedUp':
    'Not available: your contract allows {allowed} and you already have {used}.',
  'accounts.open.submit': 'Open account',
  'accounts.open.submitting': 'Opening…',
  'accounts.open.errorSummary': 'There is a problem',
  'accounts.open.opening': 'Opening your account…',
  'accounts.open.slow': 'Your account is being opened; it will appear in your accounts shortly',
  'accounts.open.goToAccounts': 'Go to your accounts',
  'accounts.open.quotaOver':
    'You cannot open another account in this currency: your contract’s limit is reached. Choose another currency.',
  'accounts.open.noContract': 'You need to accept a contract before you can open an account.',
  'accounts.open.noClient': 'Create your client profile before you open an account.',
  'accounts.open.invalidPayload':
    'The bank could not accept these details. Check them and try again.',
  'accounts.open.unknownOutcome':
    'We could not confirm whether your account was opened. Check your accounts before you try again.',
  'accounts.open.noneLeftTitle': 'You cannot open another account',
  'accounts.open.noneLeftBody': 'You already have all the accounts your contract allows.',
  'accounts.open.noContractTitle': 'You have no contract yet',
  'accounts.open.chooseContract': 'Choose a contract',
  'accounts.open.noClientTitle': 'You have no client profile yet',
  'accounts.open.createProfile': 'Create your profile',
  'accounts.open.limitsUnknown':
    'Your contract’s account limits could not be read, so the bank checks them when you open the account.',
  'accounts.open.currencyCodeHint': 'Three capital letters, for example EUR',

  'accounts.account.title': 'Account',
  'accounts.account.summary': 'Account summary',
  'accounts.account.currency': 'Currency',
  'accounts.account.status': 'Status',
  'accounts.account.notFoundTitle': 'Account not found',
  'accounts.account.notFoundBody': 'You have no account at this address.',
  'accounts.account.openAccount': 'Open an account',

  'accounts.status.activated': 'Active',
  'accounts.status.pending': 'Activation pending',
  'accounts.status.initiated': 'Waiting for activation',

  'accounts.details.title': 'Bank details',
  'accounts.details.loading': 'Loading bank details…',
  'accounts.details.iban': 'IBAN',
  'accounts.details.bic': 'BIC',
  'accounts.details.accountHolder': 'Account holder',
  'accounts.details.ukAccountNumber': 'Account number',
  'accounts.details.ukSortCode': 'Sort code',
  'accounts.details.bankName': 'Bank',
  'accounts.details.copy': 'Copy',
  'accounts.details.copyAll': 'Copy all details',
  'accounts.details.copied': '{field} copied',
  'accounts.details.allCopied': 'All bank details copied',
  'accounts.details.copyFailed': 'Copying did not work. Select the text and copy it yourself.',
  'accounts.details.notAvailable': 'Bank details are not available yet',
  'accounts.details.notAvailableBody':
    'They appear here once the bank has finished setting up the account. Please check again later.',
} as const;
