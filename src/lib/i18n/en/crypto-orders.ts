/**
 * English texts of the crypto orders: the list (`cryptoOrders.*`), one order's details
 * (`cryptoOrders.details.*`), orders being recorded (`cryptoOrders.recording.*`) and the
 * statuses in words (`cryptoOrders.status.*`).
 */
export const cryptoOrdersEn = {
  'cryptoOrders.title': 'Your orders',
  'cryptoOrders.loading': 'Loading your orders…',
  'cryptoOrders.errorTitle': 'Your orders could not be loaded',
  'cryptoOrders.emptyTitle': 'You have no orders yet',
  'cryptoOrders.emptyBody': 'Orders you place on the crypto market are listed here.',
  'cryptoOrders.trade': 'Buy or sell crypto',
  'cryptoOrders.listLabel': 'Orders, newest first',
  'cryptoOrders.loadMore': 'Load more orders',
  'cryptoOrders.loadingMore': 'Loading more orders…',
  'cryptoOrders.moreErrorTitle': 'More orders could not be loaded',
  'cryptoOrders.end': 'That is all of your orders.',

  'cryptoOrders.heading': '{side} {pair}',
  'cryptoOrders.side.buy': 'Buy',
  'cryptoOrders.side.sell': 'Sell',
  'cryptoOrders.volume.buy': '{amount} to spend',
  'cryptoOrders.volume.sell': '{amount} to sell',
  // An order of a side the spec does not list: the volume as the exchange gives it.
  'cryptoOrders.volume.other': 'Amount: {amount}',
  'cryptoOrders.type.market': 'Market order',
  'cryptoOrders.type.marketHint': 'Carried out at once at the market price',
  'cryptoOrders.type.limit': 'Limit order at {price}',
  'cryptoOrders.type.limitNoPrice': 'Limit order',
  'cryptoOrders.type.limitHint': 'Carried out only at the price you set or a better one',
  'cryptoOrders.type.unknown': 'Order type not given',
  // A type the spec does not list; {type} is the exchange's word made readable.
  'cryptoOrders.type.other': '{type} order',
  'cryptoOrders.fee': 'Fee {percentage}',
  'cryptoOrders.feeUnknown': 'Fee not given',
  'cryptoOrders.accounts': 'From {from} to {to}',
  'cryptoOrders.account.unknown': 'an account not listed',
  'cryptoOrders.account.notGiven': 'not given',
  'cryptoOrders.placedAt': 'Placed {time}',

  'cryptoOrders.status.label': 'Status',
  'cryptoOrders.status.unknown': 'Status: {status}',
  'cryptoOrders.status.unknown.meaning':
    'The exchange gave a status this app does not know yet. Contact the bank if you are unsure what it means.',
  'cryptoOrders.status.initiated': 'Received',
  'cryptoOrders.status.initiated.meaning': 'The exchange has received the order.',
  'cryptoOrders.status.processing': 'In progress',
  'cryptoOrders.status.processing.meaning': 'The exchange is carrying out the order.',
  'cryptoOrders.status.completed': 'Completed',
  'cryptoOrders.status.completed.meaning':
    'The order was carried out and the money has arrived in your account.',
  'cryptoOrders.status.open': 'Open',
  'cryptoOrders.status.open.meaning':
    'The order waits until the market reaches your price; until then nothing is exchanged.',
  'cryptoOrders.status.cancelled': 'Cancelled',
  'cryptoOrders.status.cancelled.meaning': 'The order was cancelled; nothing was exchanged.',
  'cryptoOrders.status.rejected': 'Rejected',
  'cryptoOrders.status.rejected.meaning': 'The exchange did not carry out the order.',
  'cryptoOrders.status.recording': 'Being recorded',
  'cryptoOrders.status.recording.meaning':
    'The exchange accepted the order and is recording it; its full details follow in a few seconds.',

  'cryptoOrders.recording.checking': 'Checking whether the exchange has recorded your new order…',
  'cryptoOrders.recording.stillTitle': 'Still being recorded',
  'cryptoOrders.recording.stillBody':
    'The exchange accepted your order but has not shown it yet. Check again later; you do not need to place it again.',
  'cryptoOrders.recording.checkAgain': 'Check again',

  'cryptoOrders.details.title': 'Order',
  'cryptoOrders.details.back': 'Back to your orders',
  'cryptoOrders.details.loading': 'Loading the order…',
  'cryptoOrders.details.errorTitle': 'This order could not be loaded',
  'cryptoOrders.details.badIdTitle': 'This address does not name an order',
  'cryptoOrders.details.badIdBody':
    'The link may be incomplete. Open your orders and choose the order from the list.',
  'cryptoOrders.details.notFoundTitle': 'This order was not found',
  'cryptoOrders.details.notFoundBody':
    'There is no order with this reference for you, or for the company you act for.',
  'cryptoOrders.details.recordingTitle': 'This order is being recorded…',
  'cryptoOrders.details.recordingBody':
    'The exchange accepted it and is recording it. This page shows the order as soon as it is ready, usually within a few seconds.',
  'cryptoOrders.details.order': 'Order',
  'cryptoOrders.details.pair': 'Pair',
  'cryptoOrders.details.type': 'Type',
  'cryptoOrders.details.amount': 'Amount',
  'cryptoOrders.details.fee': 'Fee',
  'cryptoOrders.details.feeRule': '{percentage} of the amount',
  'cryptoOrders.details.feeAmount': '{amount} ({percentage} of the amount)',
  'cryptoOrders.details.from': 'From',
  'cryptoOrders.details.to': 'To',
  'cryptoOrders.details.placed': 'Placed',
  'cryptoOrders.details.updated': 'Last updated',
  'cryptoOrders.details.reference': 'Order reference',
  'cryptoOrders.details.referenceHint': 'Give this to the bank if you have a question about it.',
  'cryptoOrders.details.received': 'Received',
  'cryptoOrders.received.atPrice': '{amount}, at your price of {price}, after the fee',
  'cryptoOrders.received.marketInto':
    '{currency} into {account}, at the market price when the order was carried out. The exchange does not send the exact amount: the account shows it.',
  'cryptoOrders.received.market':
    '{currency}, at the market price when the order was carried out. The exchange does not send the exact amount: your {currency} account shows it.',
} as const;
