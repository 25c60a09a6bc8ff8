/**
 * English texts of an account's statements (/accounts/:accountId/statements): the period,
 * the statement itself, how it was made, and its downloads.
 */
export const statementsEn = {
  'statements.title': 'Statements',
  'statements.intro':
    'A statement of this account for a month or for dates you choose: every transaction with the balance after it. Save it as a PDF or download it for a spreadsheet.',
  'statements.back': 'Back to the account',
  'statements.loading': 'Loading the statement…',
  'statements.notFound': 'This account could not be found',
  'statements.notFoundBody':
    'It is not among the accounts you can see. Choose it from your accounts.',
  'statements.allAccounts': 'All accounts',

  'statements.period.label': 'Period',
  'statements.period.soFar': '{month} so far',
  'statements.period.other': 'Other dates…',
  'statements.period.otherForm': 'Other dates',
  'statements.period.from': 'First day',
  'statements.period.to': 'Last day',
  'statements.period.show': 'Show statement',
  'statements.period.problem': 'There is a problem with the dates',
  'statements.period.fromRequired': 'Enter the first day of the statement',
  'statements.period.toRequired': 'Enter the last day of the statement',
  'statements.period.dateInvalid': 'Enter a real date',
  'statements.period.future': 'The last day cannot be after today',
  'statements.period.order': 'The last day must be on or after the first day',
  'statements.period.tooLong': 'A statement covers at most {max} days',
  'statements.period.ignored':
    'The period in the address could not be shown, so this is the last full month.',

  'statements.heading.month': 'Statement for {month}',
  'statements.heading.range': 'Statement from {from} to {to}',
  'statements.details': 'Account details',
  'statements.holder': 'Account holder',
  'statements.account': 'Account',
  'statements.iban': 'IBAN',
  'statements.bic': 'BIC',
  'statements.accountNumber': 'Account number',
  'statements.sortCode': 'Sort code',
  'statements.currency': 'Currency',
  'statements.period': 'Period',
  'statements.periodValue': '{from} to {to}',
  'statements.timeZone': 'Time zone',
  'statements.notAvailable': 'Not available',

  'statements.summary': 'Summary',
  'statements.opening': 'Opening balance',
  'statements.moneyIn': 'Money in',
  'statements.moneyOut': 'Money out',
  'statements.fees': 'Fees',
  'statements.closing': 'Closing balance',

  'statements.inexact.title': 'These balances may not be exact',
  'statements.inexact.orders':
    'Exchange orders moved money in or out of this account from {from} on without a transaction your bank lists: {count}. The balances are worked back from today’s balance through the transactions, so they may be off by those orders.',
  'statements.inexact.ordersUnchecked':
    'Your exchange orders could not be read, so this app cannot tell whether trades moved money in or out of this account without a transaction. The balances count the transactions only.',
  'statements.inexact.payouts':
    'Payouts from this account to a wallet are not among its transactions, so the balances may be off by any sent from {from} on.',
  'statements.inexact.advice':
    'The transactions listed are as your bank gives them. For balances to rely on, ask your bank for its own statement.',

  'statements.table.caption': 'Transactions, oldest first, with the balance after each',
  'statements.table.date': 'Date',
  'statements.table.details': 'Details',
  'statements.table.amount': 'Amount',
  'statements.table.fee': 'Fee',
  'statements.table.balance': 'Balance',
  'statements.table.empty': 'No transactions in this period.',
  'statements.row.pending': 'Pending: in the balance, not final yet',
  'statements.row.onHold': 'On hold: set aside from the balance',
  'statements.row.other': '{status}: counted like a pending one',
  'statements.row.rejected': 'Rejected: no money moved',
  'statements.row.heldIncoming': 'On hold: not in the balance yet',
  'statements.row.unreadable': 'Could not be read: not in the balance',
  'statements.row.feeUnknown': 'A fee applied; the bank did not say how much',
  'statements.row.fee': 'A fee, booked by your bank as a transaction of its own',

  'statements.print': 'Download PDF',
  'statements.printHint': 'Opens the print dialogue: choose “Save as PDF” as the printer.',
  'statements.csvButton': 'Download CSV',
  'statements.csvDone': 'Statement saved as {file}.',
  'statements.csv.date': 'Date',
  'statements.csv.time': 'Time',
  'statements.csv.description': 'Description',
  'statements.csv.reference': 'Reference',
  'statements.csv.status': 'Status',
  'statements.csv.amount': 'Amount',
  'statements.csv.fee': 'Fee',
  'statements.csv.balance': 'Balance',
  'statements.csv.currency': 'Currency',

  'statements.reading.progress': 'Reading transactions',
  'statements.reading.progressText': '{rows} transactions read ({pages} pages)…',
  'statements.reading.stop': 'Stop',
  'statements.reading.stopped':
    'Stopped after {rows} transactions. The statement needs every transaction since {from}.',
  'statements.reading.again': 'Read them again',
  'statements.reading.failed':
    'The transactions could not be read, so the statement cannot be made.',
  'statements.balanceMissing':
    'The account’s current balance could not be read, so the statement’s balances cannot be worked out.',

  'statements.source.title': 'How this statement was made',
  'statements.source.built':
    'Built by this app from this account’s transactions since {from} ({count} in all) and its current balance of {balance} at {time}: the transactions after the period are taken back off the current balance to give the closing balance, then the period’s own to give the opening balance.',
  'statements.source.balanceList': 'The current balance is the one your accounts list shows.',
  'statements.source.rules':
    'Completed and pending transactions count. Money out on hold counts, as it is already set aside; money in on hold and rejected transactions do not. A fee counts with the money out it was charged on; a fee your bank books as a transaction of its own counts once, under fees.',
  'statements.doubt.unknownFees':
    'Fees without an amount: {count}. The bank did not say how much they were, so the balances may differ by them.',
  'statements.doubt.unreadable':
    'Transactions that could not be read (their direction or amount): {count}. They are not in the balances.',
  'statements.doubt.undated':
    'Transactions without a date: {count}. They could not be placed in time and are not in the balances.',

  'statements.bank.ask': 'Ask the bank for its statement',
  'statements.bank.askHint':
    'Sends your bank one request for its own statement of this period. The statement here is built from your transactions either way.',
  'statements.bank.asking': 'Asking your bank for its own statement of this period…',
  'statements.bank.absent':
    'Your bank does not offer statements through the app, so this one was built from your transactions.',
  'statements.bank.accepted':
    'Your bank has accepted a request for its own statement of this period and prepares it on its side. The statement here was built from your transactions.',
  'statements.bank.document': 'Your bank has prepared its own statement of this period.',
  'statements.bank.documentLink': 'Open your bank’s statement',
  'statements.bank.figures':
    'Your bank’s own figures for this period: opening balance {opening}, closing balance {closing}.',
  'statements.bank.figuresAgree': 'They agree with the statement here.',
  'statements.bank.figuresDiffer':
    'They differ from the statement here, which was built from your transactions. If in doubt, ask your bank.',
  'statements.bank.unusable':
    'Your bank answered the request for its statement in a way this app cannot read, so this one was built from your transactions.',
  'statements.bank.failed':
    'Your bank’s own statement could not be requested just now ({reason}), so this one was built from your transactions.',
} as const;
