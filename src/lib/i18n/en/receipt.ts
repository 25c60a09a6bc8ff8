/**
 * English texts of a payment's receipt (`receipt.*`): a transaction's details page and the
 * result of a transfer show it, on screen and printed.
 */
export const receiptEn = {
  'receipt.title': 'Payment receipt',
  'receipt.paidTo': 'Paid to',
  'receipt.paidBy': 'Paid by',
  'receipt.from': 'From',
  'receipt.to': 'To',
  'receipt.fromAccount': 'From your account',
  'receipt.intoAccount': 'Into your account',
  'receipt.unknownParty': 'Name not given',
  'receipt.ibanEnding': 'IBAN ending {last4}',
  'receipt.ukAccountEnding': 'Account ending {last4}',
  'receipt.ukAccountEndingSortCode': 'Account ending {last4}, sort code {sortCode}',
  'receipt.amount': 'Amount',
  'receipt.fee': 'Fee charged',
  'receipt.noFee': 'No fee',
  'receipt.feeApplied': 'A fee applied; the bank did not say how much',
  'receipt.feeMax': 'The larger of {flat} and {percentage} of the amount',
  'receipt.feeFlat': 'A flat fee of {flat}',
  'receipt.feePercent': '{percentage} of the amount',
  'receipt.feeParts': 'Made of a flat part of {flat} and {percentage} of the amount',
  'receipt.totalOut': 'Total that left your account',
  'receipt.total': 'Total',
  'receipt.reference': 'Reference',
  'receipt.noReference': 'No reference',
  'receipt.date': 'Date and time',
  'receipt.updated': 'Last change',
  'receipt.method': 'Sent by',
  'receipt.method.sepa': 'SEPA bank transfer',
  'receipt.method.faster_payments': 'UK Faster Payments',
  'receipt.method.internal': 'Transfer within the bank',
  'receipt.feeRow.title': 'Fee receipt',
  'receipt.feeRow.chargedBy': 'Charged by',
  'receipt.feeRow.yourBank': 'Your bank',
  'receipt.feeRow.what': 'What it is',
  'receipt.feeRow.value': 'A fee your bank charged, booked as a transaction of its own',
  'receipt.feeRow.onPayment': 'On a payment of {amount}',
  'receipt.feeRow.method': 'Payment sent by',
  'receipt.status': 'Status',

  'receipt.progress': 'Where this payment is',
  'receipt.stop.sent': 'Sent',
  'receipt.stop.processing': 'Processing',
  'receipt.stop.onHold': 'On hold',
  'receipt.stop.completed': 'Completed',
  'receipt.stop.rejected': 'Rejected',
  'receipt.stop.done': 'done',
  'receipt.stop.current': 'now',
  'receipt.stop.next': 'to come',
  'receipt.watching': 'This page updates by itself while the payment is on its way.',

  'receipt.meaning.pending.in': 'The bank is processing this payment to you.',
  'receipt.meaning.pending.out': 'The bank is processing this payment.',
  'receipt.next.pending.in':
    'The money becomes available once the payment completes. Nothing for you to do.',
  'receipt.next.pending.out':
    'The money is set aside from your available balance and leaves your account when the payment completes. Nothing for you to do.',
  'receipt.meaning.on_hold_provider.in':
    'The payment provider is checking this payment before it completes.',
  'receipt.meaning.on_hold_provider.out':
    'The payment provider is checking this payment before it is sent on.',
  'receipt.next.on_hold_provider.in':
    'Checks usually take up to a few working days. The money becomes available once they are done.',
  'receipt.next.on_hold_provider.out':
    'Checks usually take up to a few working days; the money stays set aside meanwhile. The bank contacts you if it needs anything.',
  'receipt.meaning.completed.in': 'The money has arrived in your account.',
  'receipt.meaning.completed.out': 'The money has left your account.',
  'receipt.next.completed': 'Nothing more happens with this payment.',
  'receipt.meaning.rejected.in': 'This payment did not go through: no money arrived.',
  'receipt.meaning.rejected.out': 'This payment did not go through: no money left.',
  'receipt.next.rejected.in': 'If you expected this money, ask the sender to pay again.',
  'receipt.next.rejected.out':
    'Money set aside for it is back in your available balance. You can send it again.',
  'receipt.meaning.unknown': 'The bank gave this payment a status this app does not know.',

  'receipt.actions': 'Keep this receipt',
  'receipt.print': 'Download receipt',
  'receipt.printHint': 'Your browser’s print window opens: choose “Save as PDF” to keep a file.',
  'receipt.copy': 'Copy details',
  'receipt.copied': 'Receipt details copied',
  'receipt.copyFailed': 'Copying is not possible here. Select the text and copy it instead.',
  'receipt.share': 'Share',
  'receipt.shareFailed': 'Sharing did not work. Copy the details instead.',

  'receipt.bankDetails': 'Bank details of both sides',
  'receipt.technical': 'Technical details',
  'receipt.technicalHint':
    'Give these to the bank’s support if you have a question about this payment.',

  'receipt.reading': 'Reading the receipt…',
  'receipt.awaiting':
    'The bank has taken your payment of {amount}. Its receipt shows here as soon as the bank lists the payment.',
  'receipt.readFailed':
    'Your payment was sent, but its receipt could not be read just now. You will find it in your history.',
  'receipt.tryAgain': 'Try again',
  'receipt.feeWasQuoted':
    'The fee shown before sending, {fee}, is what your contract’s rules give. The bank has not recorded the fee it charges yet.',
  'receipt.feeWasEstimate':
    'The fee shown before sending, {fee}, was an estimate. The bank has not recorded the fee it charges yet.',
  'receipt.feeWasNotKnown':
    'The fee was not known before sending. The bank has not recorded the fee it charges yet.',
} as const;
