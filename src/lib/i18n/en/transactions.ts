/** English texts of the transactions area. */
export const transactionsEn = {
  'transactions.recent.title': 'Recent transactions',
  'transactions.recent.caption': 'Your {count} most recent transactions, newest first',
  'transactions.recent.loading': 'Loading transactions…',
  'transactions.recent.empty': 'No transactions yet',
  'transactions.recent.emptyBody': 'Payments into and out of this account will appear here.',
  'transactions.recent.errorTitle': 'Transactions could not be loaded',
  'transactions.recent.seeHistory': 'See full history',

  'transactions.party.from': 'From {name}',
  'transactions.party.to': 'To {name}',
  'transactions.party.between': 'From {sender} to {recipient}',
  'transactions.party.unknown': 'Unknown party',
  'transactions.reference': 'Reference',
  'transactions.noReference': 'No reference',
  'transactions.noDate': 'Date not known',

  'transactions.status.pending': 'Pending',
  'transactions.status.on_hold_provider': 'On hold',
  'transactions.status.completed': 'Completed',
  'transactions.status.rejected': 'Rejected',
} as const;
