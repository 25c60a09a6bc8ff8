import type { transactionsEn } from '../en/transactions';

/** German texts of the transactions area (same keys and placeholders as ../en/transactions.ts). */
export const transactionsDe = {
  'transactions.recent.title': 'Letzte Umsätze',
  'transactions.recent.caption': 'Ihre {count} neuesten Umsätze, die neuesten zuerst',
  'transactions.recent.loading': 'Umsätze werden geladen …',
  'transactions.recent.empty': 'Noch keine Umsätze',
  'transactions.recent.emptyBody': 'Zahlungen auf dieses und von diesem Konto erscheinen hier.',
  'transactions.recent.errorTitle': 'Die Umsätze konnten nicht geladen werden',
  'transactions.recent.seeHistory': 'Alle Umsätze ansehen',

  'transactions.party.from': 'Von {name}',
  'transactions.party.to': 'An {name}',
  'transactions.party.between': 'Von {sender} an {recipient}',
  'transactions.party.unknown': 'Unbekannt',
  'transactions.reference': 'Verwendungszweck',
  'transactions.noReference': 'Kein Verwendungszweck',
  'transactions.noDate': 'Datum unbekannt',

  'transactions.status.pending': 'Ausstehend',
  'transactions.status.on_hold_provider': 'Angehalten',
  'transactions.status.completed': 'Ausgeführt',
  'transactions.status.rejected': 'Abgelehnt',
} satisfies Record<keyof typeof transactionsEn, string>;
