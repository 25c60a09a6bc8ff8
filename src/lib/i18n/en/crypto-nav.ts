/**
 * English texts every crypto page needs: the Market / Orders / Wallets navigation and why there
 * is no exchange to use. Small, so the orders and wallets pages load them without the
 * market's and order form's texts (the pieces that show them register them).
 */
export const cryptoNavEn = {
  'cryptoNav.subnav.label': 'Crypto',
  'cryptoNav.subnav.market': 'Market',
  'cryptoNav.subnav.orders': 'Orders',
  'cryptoNav.subnav.wallets': 'Wallets',
  'cryptoNav.off.title': 'Crypto trading is not offered here',
  'cryptoNav.off.body': 'Buying, selling and sending crypto are not part of this online banking.',
  'cryptoNav.down.title': 'The crypto exchange is not available',
  'cryptoNav.down.body':
    'The exchange is not answering right now, so crypto cannot be bought, sold or sent. Your accounts and everything else work as usual. Please try again later.',
  'cryptoNav.down.retry': 'Try again',
  'cryptoNav.offer.loading': 'Opening the crypto exchange…',
} as const;
