import type { cryptoNavEn } from '../en/crypto-nav';

/** German texts every crypto page needs (see en/crypto-nav.ts). */
export const cryptoNavDe = {
  'cryptoNav.subnav.label': 'Krypto',
  'cryptoNav.subnav.market': 'Markt',
  'cryptoNav.subnav.orders': 'Aufträge',
  'cryptoNav.subnav.wallets': 'Wallets',
  'cryptoNav.notOffered.title': 'Ihr Vertrag umfasst keinen Kryptohandel',
  'cryptoNav.notOffered.body':
    'Krypto kaufen und verkaufen können Sie mit Verträgen, die eine Gebühr für den Kryptohandel vorsehen. Wählen Sie einen solchen Vertrag, um zu handeln.',
  'cryptoNav.notOffered.companyTitle': 'Der Vertrag von {name} umfasst keinen Kryptohandel',
  'cryptoNav.notOffered.companyBody':
    'Krypto für das Unternehmen kaufen und verkaufen können Sie mit Verträgen, die eine Gebühr für den Kryptohandel vorsehen.',
  'cryptoNav.notOffered.link': 'Verträge ansehen',
  'cryptoNav.offer.loading': 'Wir prüfen, was Ihr Vertrag umfasst…',
} satisfies Record<keyof typeof cryptoNavEn, string>;
