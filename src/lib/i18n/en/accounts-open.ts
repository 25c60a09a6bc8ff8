/**
 * English texts of opening an account: apart from the rest of the accounts area, so the
 * guided path's last step loads these without the overview's and an account page's texts.
 */
export const accountsOpenEn = {
  'accounts.open.title': 'Open an account',
  'accounts.open.companyTitle': 'Open an account for {name}',
  'accounts.open.companyIntro':
    'Give the account a name and choose its currency. Your contract sets how many accounts {name} can have in each currency.',
  'accounts.open.companyBlocked':
    'The bank says the company’s status does not allow it to open accounts yet, usually because its verification or contract is not finished. See what the company still needs, then try again.',
  'accounts.open.companyNotFound':
    'The bank could not find this company among yours. Choose the company again from your companies and try again.',
  'accounts.open.intro':
    'Give the account a name and choose its currency. Your contract sets how many accounts you can have in each currency.',
  'accounts.open.name': 'Account name',
  'accounts.open.nameHint': 'Up to {max} characters, for example Holidays',
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
  'accounts.open.limitsUnknown':
    'Your contract’s account limits could not be read, so the bank checks them when you open the account.',
  'accounts.open.currencyCodeHint': 'Three capital letters, for example EUR',
} as const;
