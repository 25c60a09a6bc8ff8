/** English texts of the accounts area. */
export const accountsEn = {
  'accounts.account.title': 'Account',
  'accounts.account.summary': 'Account summary',
  'accounts.account.currency': 'Currency',
  'accounts.account.status': 'Status',
  'accounts.account.notFoundTitle': 'Account not found',
  'accounts.account.notFoundBody': 'You have no account at this address.',
  'accounts.account.openAccount': 'Open an account',
  'accounts.account.alias': 'Account alias',
  'accounts.account.company': 'Company',
  'accounts.account.allAccounts': 'All accounts',
  'accounts.account.sendMoney': 'Send money from this account',
  'accounts.account.history': 'See full history',
  'accounts.account.sendWhenActive': 'You can send money from this account once it is active.',
  'accounts.account.actions': 'Account actions',
  // Visible on the quick actions' buttons; each is part of the link's full name above.
  'accounts.account.sendMoneyShort': 'Send money',
  'accounts.account.historyShort': 'History',
  'accounts.account.statements': 'Statements of this account',
  'accounts.account.statementsShort': 'Statements',
  'accounts.account.statementsBody':
    'A month of this account, or dates you choose: every transaction with the balance after it, to save as a PDF or open in a spreadsheet.',
  'accounts.account.statementsLink': 'See statements',
  'accounts.account.bankDetails': 'Bank details',

  'accounts.overview.title': 'Accounts',
  'accounts.overview.companyTitle': 'Accounts of {name}',
  'accounts.overview.open': 'Open an account',
  'accounts.overview.loading': 'Loading your accounts…',
  'accounts.overview.groupTitle': '{currency} accounts',
  'accounts.overview.totalTitle': 'Total in {currency}',
  'accounts.overview.noBalances': 'Balances are not available for this account right now.',
  'accounts.overview.totalIncompleteOne':
    'Not included: 1 account whose balances could not be read.',
  'accounts.overview.totalIncompleteOther':
    'Not included: {count} accounts whose balances could not be read.',
  'accounts.overview.totalUnavailable': 'The total is not available right now.',
  'accounts.overview.balancesFailed': 'Balances could not be loaded',
  'accounts.overview.emptyTitle': 'You have no accounts yet',
  'accounts.overview.emptyBody':
    'Open an account to receive money, get your bank details and make transfers.',
  'accounts.overview.companyEmptyTitle': '{name} has no accounts yet',
  'accounts.overview.noClientTitle': 'You have no client profile yet',
  'accounts.overview.noClientBody': 'Create your client profile, then open your first account.',
  'accounts.overview.createProfile': 'Create your profile',
  'accounts.overview.ibanEnding': 'IBAN ending {last4}',
  'accounts.overview.numberEnding': 'Account number ending {last4}',
  'accounts.overview.otherBalances': 'Other balances',

  'accounts.balances.title': 'Balances',
  'accounts.balances.loading': 'Loading balances…',
  'accounts.balances.notAvailable': 'The balances of this account are not available right now.',
  'accounts.balances.balance': 'Balance',
  'accounts.balances.available': 'Available',
  'accounts.balances.holding': 'On hold',
  'accounts.balances.pending': 'Pending',
  'accounts.balances.balanceExplained': 'Your available money plus pending incoming payments.',
  'accounts.balances.availableExplained': 'What you can spend or send right now.',
  'accounts.balances.holdingExplained':
    'Money set aside for payments leaving this account that have not gone through yet. You cannot spend it.',
  'accounts.balances.pendingExplained':
    'Payments on their way into this account. They count in your balance, but you can spend them only once they arrive.',

  'accounts.activation.title': 'Activation',
  'accounts.activation.initiated':
    'This company account has been opened and needs to be activated before it can be used.',
  'accounts.activation.activate': 'Activate account',
  'accounts.activation.activating': 'Activating…',
  'accounts.activation.requested': 'Activation requested. The bank is now processing it:',
  'accounts.activation.pending':
    'The bank is processing the activation. The account becomes active when it is done; check again later.',
  'accounts.activation.failedTitle': 'The account could not be activated',
  'accounts.activation.companyBlocked':
    'The company’s status does not allow it to activate accounts yet, usually because its verification or contract is not finished. See what the company still needs, then try again.',
  'accounts.activation.seeCompany': 'See what the company still needs',
  'accounts.activation.noAccess':
    'You do not have access to this account for this company. Check that you are acting for the right company, or ask one of its administrators.',
  'accounts.activation.companyNotFound':
    'The bank could not find this company among yours. Choose the company again from your companies and try again.',

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
  'accounts.details.copy': 'Copy {field}',
  'accounts.details.copyAll': 'Copy all details',
  'accounts.details.copied': '{field} copied',
  'accounts.details.allCopied': 'All bank details copied',
  'accounts.details.copyFailed': 'Copying did not work. Select the text and copy it yourself.',
  'accounts.details.share': 'Share details',
  'accounts.details.shareFailed': 'Sharing did not work. Copy the details instead.',
  'accounts.addMoney.title': 'Add money',
  'accounts.addMoney.body':
    'Your account is ready. To put money in, send a transfer to these details from another bank account, or share them with whoever pays you.',
  'accounts.addMoney.action': 'Add money',
  'accounts.addMoney.actionLong': 'Add money: see the bank details to pay into this account',
  'accounts.details.notAvailable': 'Bank details are not available yet',
  'accounts.details.notAvailableBody':
    'They appear here once the bank has finished setting up the account. Please check again later.',
} as const;
