/**
 * English texts of the home screen at `/`: the money overview, the quick actions, what needs
 * the customer's attention, and the progress of someone still onboarding.
 */
export const homeEn = {
  'home.title': 'Home',
  'home.greeting': 'Hello, {name}',
  'home.companyTitle': '{name} at a glance',
  'home.loading': 'Loading your overview…',

  'home.totals.title': 'Available now',
  'home.totals.companyTitle': 'Available now to {name}',
  'home.totals.accounts.one': 'in {count} account',
  'home.totals.accounts.other': 'in {count} accounts',
  'home.totals.without.one': '{count} account left out: its balance could not be read.',
  'home.totals.without.other': '{count} accounts left out: their balances could not be read.',
  'home.totals.none': 'Money shows here once an account is open.',
  'home.totals.failed': 'Your balances could not be loaded just now.',
  'home.totals.cryptoApart': 'Crypto holdings are not in these totals; they are listed apart.',

  'home.actions.label': 'Quick actions',
  'home.actions.addMoney': 'Add money',
  'home.actions.send': 'Send money',
  'home.actions.open': 'Open an account',
  'home.actions.history': 'See history',

  'home.attention.title': 'Needs your attention',
  'home.attention.kyb.text':
    '{name} is not verified yet, so it cannot open accounts or move money.',
  'home.attention.kyb.link': 'Verify {name}',
  'home.attention.kybPending.text': 'The bank is checking {name}. Nothing to do until it answers.',
  'home.attention.kybPending.link': 'See the verification of {name}',
  'home.attention.kybRejected.text':
    'The bank could not verify {name}. Please contact the bank’s support.',
  'home.attention.kybRejected.link': 'See the verification of {name}',
  'home.attention.contract.text': '{name} has no contract yet.',
  'home.attention.contract.link': 'Choose a contract for {name}',
  'home.attention.email.text': 'The email address of {name} is not confirmed yet.',
  'home.attention.email.link': 'Confirm the email of {name}',
  'home.attention.initiated.text': '{name} is not active yet.',
  'home.attention.initiated.link': 'Activate {name}',
  'home.attention.pending.text': 'The bank is still opening {name}.',
  'home.attention.pending.link': 'See {name}',
  'home.attention.unnamedCompany': 'A company without a name',

  'home.accounts.title': 'Your accounts',
  'home.accounts.companyTitle': 'Accounts',
  'home.accounts.all': 'See all accounts',
  'home.accounts.empty': 'No accounts yet.',
  'home.accounts.untitled': '{currency} account',
  'home.accounts.available': 'Available',
  'home.accounts.unknown': 'Balance not available',
  'home.accounts.notActive': 'Not active yet',
  'home.accounts.opening': 'Being opened',
  'home.accounts.crypto': 'Crypto holdings',

  'home.activity.title': 'Latest activity',
  'home.activity.caption': 'Your {count} most recent transactions across your accounts',
  'home.activity.all': 'See all activity',
  'home.activity.empty': 'No activity yet',
  'home.activity.emptyBody': 'Money you send and receive shows here.',
  'home.activity.failed': 'Your latest activity could not be loaded',
  'home.activity.loading': 'Loading your latest activity…',
  'home.activity.at': '{account}, {time}',
  'home.activity.notMoved': 'No money moved',
} as const;
