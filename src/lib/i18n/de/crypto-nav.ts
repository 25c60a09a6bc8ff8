import type { cryptoNavEn } from '../en/crypto-nav';

/** German texts every crypto page needs (see en/crypto-nav.ts). */
export const cryptoNavDe = {
  'cryptoNav.subnav.label': 'Krypto',
  'cryptoNav.subnav.market': 'Markt',
  'cryptoNav.subnav.orders': 'Aufträge',
  'cryptoNav.subnav.wallets': 'Wallets',
  'cryptoNav.off.title': 'Kryptohandel wird hier nicht angeboten',
  'cryptoNav.off.body':
    'Krypto kaufen, verkaufen und senden gehört nicht zu diesem Online-Banking.',
  'cryptoNav.down.title': 'Die Kryptobörse ist nicht erreichbar',
  'cryptoNav.down.body':
    'Die Börse antwortet gerade nicht, daher können Sie kein Krypto kaufen, verkaufen oder senden. Ihre Konten und alles andere funktionieren wie gewohnt. Bitte versuchen Sie es später noch einmal.',
  'cryptoNav.down.retry': 'Erneut versuchen',
  'cryptoNav.offer.loading': 'Die Kryptobörse wird geöffnet…',
} satisfies Record<keyof typeof cryptoNavEn, string>;
