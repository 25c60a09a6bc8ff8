import type { contractsEn } from '../en/contracts';

/** German texts of the contracts area (same keys and placeholders as ../en/contracts.ts). */
export const contractsDe = {
  'contracts.title': 'Wählen Sie Ihren Vertrag',
  'contracts.intro':
    'Ihr Vertrag legt fest, wie viele Konten Sie eröffnen können und was Ihre Überweisungen kosten. Vergleichen Sie die Verträge und wählen Sie einen aus.',
  'contracts.loading': 'Verträge werden geladen …',
  'contracts.listLabel': 'Angebotene Verträge',
  'contracts.emptyTitle': 'Derzeit werden keine Verträge angeboten',
  'contracts.emptyBody': 'Bitte versuchen Sie es später erneut.',
  'contracts.noneAvailable':
    'Derzeit kann keiner dieser Verträge gewählt werden. Bitte versuchen Sie es später erneut.',
  'contracts.loadFailed': 'Die Verträge konnten nicht geladen werden',

  'contracts.unavailable': 'Nicht verfügbar',
  'contracts.unavailableReason': 'Dieser Vertrag wird neuen Kunden derzeit nicht angeboten.',
  'contracts.choose': '{title} wählen',
  'contracts.noTerms': 'Für diesen Vertrag sind keine Limits oder Gebühren angegeben.',
  'contracts.accountsHeading': 'Konten, die Sie eröffnen können',
  'contracts.accounts.one': '{count} {currency}-Konto',
  'contracts.accounts.other': '{count} {currency}-Konten',
  'contracts.feesHeading': 'Gebühren',
  'contracts.feesUntitled': 'Weitere Gebühren',
  'contracts.limitsHeading': 'Limits',
  'contracts.systemLimit.riskLevel': 'Limits, die die Bank nach Ihrem Risikoprofil festlegt',
  'contracts.systemLimit.other': 'Weitere Limits, die die Bank festlegt',

  'contracts.fee.percentAtLeast': '{percentage}, mindestens {flat}',
  'contracts.fee.percent': '{percentage}',
  'contracts.fee.flat': '{flat} pro Überweisung',
  'contracts.fee.free': 'Keine Gebühr',
  'contracts.fee.other': '{percentage} und {flat}, wie von der Bank berechnet',
  'contracts.fee.otherOne': '{part}, wie von der Bank berechnet',
  'contracts.fee.from': '{fee}, für Beträge ab {from}',

  'contracts.review.title': 'Vertrag „{title}“ abschließen?',
  'contracts.review.body':
    'Prüfen Sie, was der Vertrag „{title}“ umfasst, bevor Sie ihn abschließen.',
  'contracts.review.terms': 'Ich akzeptiere die Bedingungen dieses Vertrags',
  'contracts.review.termsRequired':
    'Bestätigen Sie, dass Sie die Bedingungen dieses Vertrags akzeptieren',
  'contracts.review.errorSummary': 'Bitte prüfen Sie Ihre Angaben',
  'contracts.review.accept': 'Vertrag abschließen',
  'contracts.review.accepting': 'Vertrag wird abgeschlossen …',
  'contracts.review.back': 'Anderen Vertrag wählen',

  'contracts.acceptFailed': 'Der Vertrag konnte nicht abgeschlossen werden',
  'contracts.acceptUnknown':
    'Möglicherweise wurde der Vertrag trotzdem abgeschlossen. Prüfen Sie Ihr Profil, bevor Sie es erneut versuchen.',
  'contracts.alreadyAcceptedTitle': 'Sie haben bereits einen Vertrag abgeschlossen',
  'contracts.alreadyAcceptedBody':
    'Ein Vertrag wird nur einmal abgeschlossen. Ihr Profil zeigt Ihren aktuellen Vertrag.',
  'contracts.alreadyAcceptedLink': 'Zu Ihrem Profil',
  'contracts.noClientTitle': 'Legen Sie zuerst Ihr Kundenprofil an',
  'contracts.noClientBody':
    'Sie können einen Vertrag wählen, sobald Ihr Kundenprofil angelegt ist.',
  'contracts.noClientLink': 'Kundenprofil anlegen',
  'contracts.notAcceptableTitle': 'Dieser Vertrag kann nicht abgeschlossen werden',
  'contracts.notAcceptableBody':
    'Der Vertrag „{title}“ kann für Sie nicht abgeschlossen werden. Wählen Sie einen anderen Vertrag.',
} satisfies Record<keyof typeof contractsEn, string>;
