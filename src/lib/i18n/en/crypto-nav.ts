/**
 * English texts every crypto page needs: the Market / Orders / Wallets navigation and why the
 * exchange is not offered. Small, so the orders and wallets pages load them without the
 * market's and order form's texts (the pieces that show them register them).
 */
export const cryptoNavEn = {
  'cryptoNav.subnav.label': 'Crypto',
  'cryptoNav.subnav.market': 'Market',
  'cryptoNav.subnav.orders': 'Orders',
  'cryptoNav.subnav.wallets': 'Wallets',
  'cryptoNav.notOffered.title': 'Your contract does not include crypto trading',
  'cryptoNav.notOffered.body':
    'Buying and selling crypto is offered under contracts with an exchange fee. Choose such a contract to trade.',
  'cryptoNav.notOffered.companyTitle': 'The contract of {name} does not include crypto trading',
  'cryptoNav.notOffered.companyBody':
    'Buying and selling crypto for the company is offered under contracts with an exchange fee.',
  'cryptoNav.notOffered.link': 'See the contracts',
  'cryptoNav.offer.loading': 'Checking what your contract offers…',
} as const;
