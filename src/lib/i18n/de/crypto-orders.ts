import type { cryptoOrdersEn } from '../en/crypto-orders';

/** German texts of the crypto orders (see en/crypto-orders.ts). */
export const cryptoOrdersDe = {
  'cryptoOrders.title': 'Ihre Aufträge',
  'cryptoOrders.loading': 'Ihre Aufträge werden geladen…',
  'cryptoOrders.errorTitle': 'Ihre Aufträge konnten nicht geladen werden',
  'cryptoOrders.emptyTitle': 'Sie haben noch keine Aufträge',
  'cryptoOrders.emptyBody': 'Aufträge, die Sie am Kryptomarkt erteilen, erscheinen hier.',
  'cryptoOrders.trade': 'Krypto kaufen oder verkaufen',
  'cryptoOrders.listLabel': 'Aufträge, neueste zuerst',
  'cryptoOrders.loadMore': 'Weitere Aufträge laden',
  'cryptoOrders.loadingMore': 'Weitere Aufträge werden geladen…',
  'cryptoOrders.moreErrorTitle': 'Weitere Aufträge konnten nicht geladen werden',
  'cryptoOrders.end': 'Das sind alle Ihre Aufträge.',

  'cryptoOrders.heading': '{side} {pair}',
  'cryptoOrders.side.buy': 'Kauf',
  'cryptoOrders.side.sell': 'Verkauf',
  'cryptoOrders.volume.buy': 'Einsatz: {amount}',
  'cryptoOrders.volume.sell': 'Zu verkaufen: {amount}',
  'cryptoOrders.volume.other': 'Betrag: {amount}',
  'cryptoOrders.type.market': 'Marktauftrag',
  'cryptoOrders.type.marketHint': 'Sofort zum aktuellen Marktkurs ausgeführt',
  'cryptoOrders.type.limit': 'Limitauftrag zu {price}',
  'cryptoOrders.type.limitNoPrice': 'Limitauftrag',
  'cryptoOrders.type.limitHint': 'Nur zu Ihrem Preis oder einem besseren ausgeführt',
  'cryptoOrders.type.unknown': 'Auftragsart nicht angegeben',
  'cryptoOrders.type.other': 'Auftragsart „{type}“',
  'cryptoOrders.fee': 'Gebühr {percentage}',
  'cryptoOrders.feeUnknown': 'Gebühr nicht angegeben',
  'cryptoOrders.accounts': 'Von {from} an {to}',
  'cryptoOrders.account.unknown': 'ein nicht aufgeführtes Konto',
  'cryptoOrders.account.notGiven': 'nicht angegeben',
  'cryptoOrders.placedAt': 'Erteilt am {time}',

  'cryptoOrders.status.label': 'Status',
  'cryptoOrders.status.unknown': 'Status: {status}',
  'cryptoOrders.status.unknown.meaning':
    'Die Börse hat einen Status gemeldet, den diese App noch nicht kennt. Wenden Sie sich an die Bank, wenn Sie nicht sicher sind, was er bedeutet.',
  'cryptoOrders.status.initiated': 'Eingegangen',
  'cryptoOrders.status.initiated.meaning': 'Die Börse hat den Auftrag erhalten.',
  'cryptoOrders.status.processing': 'In Bearbeitung',
  'cryptoOrders.status.processing.meaning': 'Die Börse führt den Auftrag gerade aus.',
  'cryptoOrders.status.completed': 'Ausgeführt',
  'cryptoOrders.status.completed.meaning':
    'Der Auftrag wurde ausgeführt und das Geld ist auf Ihrem Konto eingegangen.',
  'cryptoOrders.status.open': 'Offen',
  'cryptoOrders.status.open.meaning':
    'Der Auftrag wartet, bis der Markt Ihren Preis erreicht; bis dahin wird nichts getauscht.',
  'cryptoOrders.status.cancelled': 'Storniert',
  'cryptoOrders.status.cancelled.meaning':
    'Der Auftrag wurde storniert; es wurde nichts getauscht.',
  'cryptoOrders.status.rejected': 'Abgelehnt',
  'cryptoOrders.status.rejected.meaning': 'Die Börse hat den Auftrag nicht ausgeführt.',
  'cryptoOrders.status.recording': 'Wird erfasst',
  'cryptoOrders.status.recording.meaning':
    'Die Börse hat den Auftrag angenommen und erfasst ihn gerade; die vollständigen Angaben folgen in wenigen Sekunden.',

  'cryptoOrders.recording.checking': 'Wir prüfen, ob die Börse Ihren neuen Auftrag erfasst hat…',
  'cryptoOrders.recording.stillTitle': 'Wird noch erfasst',
  'cryptoOrders.recording.stillBody':
    'Die Börse hat Ihren Auftrag angenommen, zeigt ihn aber noch nicht an. Prüfen Sie es später noch einmal; Sie müssen den Auftrag nicht erneut erteilen.',
  'cryptoOrders.recording.checkAgain': 'Erneut prüfen',

  'cryptoOrders.details.title': 'Auftrag',
  'cryptoOrders.details.back': 'Zurück zu Ihren Aufträgen',
  'cryptoOrders.details.loading': 'Der Auftrag wird geladen…',
  'cryptoOrders.details.errorTitle': 'Dieser Auftrag konnte nicht geladen werden',
  'cryptoOrders.details.badIdTitle': 'Diese Adresse verweist auf keinen Auftrag',
  'cryptoOrders.details.badIdBody':
    'Der Link ist möglicherweise unvollständig. Öffnen Sie Ihre Aufträge und wählen Sie den Auftrag aus der Liste.',
  'cryptoOrders.details.notFoundTitle': 'Dieser Auftrag wurde nicht gefunden',
  'cryptoOrders.details.notFoundBody':
    'Es gibt keinen Auftrag mit dieser Referenz für Sie oder für das Unternehmen, für das Sie handeln.',
  'cryptoOrders.details.recordingTitle': 'Dieser Auftrag wird erfasst…',
  'cryptoOrders.details.recordingBody':
    'Die Börse hat ihn angenommen und erfasst ihn gerade. Diese Seite zeigt den Auftrag, sobald er bereit ist – meist innerhalb weniger Sekunden.',
  'cryptoOrders.details.order': 'Auftrag',
  'cryptoOrders.details.pair': 'Handelspaar',
  'cryptoOrders.details.type': 'Auftragsart',
  'cryptoOrders.details.amount': 'Betrag',
  'cryptoOrders.details.fee': 'Gebühr',
  'cryptoOrders.details.feeRule': '{percentage} des Betrags',
  'cryptoOrders.details.feeAmount': '{amount} ({percentage} des Betrags)',
  'cryptoOrders.details.from': 'Von',
  'cryptoOrders.details.to': 'An',
  'cryptoOrders.details.placed': 'Erteilt',
  'cryptoOrders.details.updated': 'Zuletzt aktualisiert',
  'cryptoOrders.details.reference': 'Auftragsreferenz',
  'cryptoOrders.details.referenceHint':
    'Nennen Sie diese Referenz der Bank, wenn Sie eine Frage zum Auftrag haben.',
  'cryptoOrders.details.received': 'Erhalten',
  'cryptoOrders.received.atPrice': '{amount} zu Ihrem Preis von {price}, nach der Gebühr',
  'cryptoOrders.received.marketInto':
    '{currency} auf {account}, zum Marktpreis bei der Ausführung. Die Börse nennt den genauen Betrag nicht: Das Konto zeigt ihn.',
  'cryptoOrders.received.market':
    '{currency}, zum Marktpreis bei der Ausführung. Die Börse nennt den genauen Betrag nicht: Ihr {currency}-Konto zeigt ihn.',
} satisfies Record<keyof typeof cryptoOrdersEn, string>;
