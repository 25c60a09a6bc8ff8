import type { accountsEn } from '../en/accounts';

/** German texts of the accounts area (same keys and placeholders as ../en/accounts.ts). */
export const accountsDe = {
  'accounts.account.title': 'Konto',
  'accounts.account.summary': 'Kontoübersicht',
  'accounts.account.currency': 'Währung',
  'accounts.account.status': 'Status',
  'accounts.account.notFoundTitle': 'Konto nicht gefunden',
  'accounts.account.notFoundBody': 'Unter dieser Adresse haben Sie kein Konto.',
  'accounts.account.openAccount': 'Konto eröffnen',
  'accounts.account.alias': 'Konto-Alias',
  'accounts.account.company': 'Unternehmen',
  'accounts.account.allAccounts': 'Alle Konten',
  'accounts.account.sendMoney': 'Geld von diesem Konto senden',
  'accounts.account.history': 'Alle Umsätze ansehen',
  'accounts.account.sendWhenActive':
    'Sie können Geld von diesem Konto senden, sobald es aktiv ist.',
  'accounts.account.actions': 'Kontoaktionen',
  'accounts.account.sendMoneyShort': 'Geld senden',
  'accounts.account.historyShort': 'Umsätze',
  'accounts.account.statements': 'Kontoauszüge dieses Kontos',
  'accounts.account.statementsShort': 'Kontoauszüge',
  'accounts.account.statementsBody':
    'Ein Monat dieses Kontos oder ein Zeitraum Ihrer Wahl: jeder Umsatz mit dem Saldo danach, als PDF zu speichern oder in einer Tabellenkalkulation zu öffnen.',
  'accounts.account.statementsLink': 'Kontoauszüge ansehen',
  'accounts.account.bankDetails': 'Bankdaten',

  'accounts.overview.title': 'Konten',
  'accounts.overview.companyTitle': 'Konten von {name}',
  'accounts.overview.open': 'Konto eröffnen',
  'accounts.overview.loading': 'Ihre Konten werden geladen …',
  'accounts.overview.groupTitle': '{currency}-Konten',
  'accounts.overview.totalTitle': 'Gesamt in {currency}',
  'accounts.overview.noBalances': 'Die Kontostände dieses Kontos sind gerade nicht verfügbar.',
  'accounts.overview.totalIncompleteOne':
    'Nicht enthalten: 1 Konto, dessen Kontostände nicht gelesen werden konnten.',
  'accounts.overview.totalIncompleteOther':
    'Nicht enthalten: {count} Konten, deren Kontostände nicht gelesen werden konnten.',
  'accounts.overview.totalUnavailable': 'Die Summe ist gerade nicht verfügbar.',
  'accounts.overview.balancesFailed': 'Die Kontostände konnten nicht geladen werden',
  'accounts.overview.emptyTitle': 'Sie haben noch keine Konten',
  'accounts.overview.emptyBody':
    'Eröffnen Sie ein Konto, um Geld zu empfangen, Ihre Bankverbindung zu erhalten und Überweisungen zu tätigen.',
  'accounts.overview.companyEmptyTitle': '{name} hat noch keine Konten',
  'accounts.overview.noClientTitle': 'Sie haben noch kein Kundenprofil',
  'accounts.overview.noClientBody':
    'Legen Sie Ihr Kundenprofil an und eröffnen Sie dann Ihr erstes Konto.',
  'accounts.overview.createProfile': 'Profil anlegen',
  'accounts.overview.ibanEnding': 'IBAN endet auf {last4}',
  'accounts.overview.numberEnding': 'Kontonummer endet auf {last4}',
  'accounts.overview.otherBalances': 'Weitere Kontostände',

  'accounts.balances.title': 'Kontostände',
  'accounts.balances.loading': 'Kontostände werden geladen …',
  'accounts.balances.notAvailable': 'Die Kontostände dieses Kontos sind gerade nicht verfügbar.',
  'accounts.balances.balance': 'Kontostand',
  'accounts.balances.available': 'Verfügbar',
  'accounts.balances.holding': 'Angehalten',
  'accounts.balances.pending': 'Ausstehend',
  'accounts.balances.balanceExplained': 'Ihr verfügbares Geld plus ausstehende Zahlungseingänge.',
  'accounts.balances.availableExplained': 'Was Sie jetzt ausgeben oder senden können.',
  'accounts.balances.holdingExplained':
    'Geld, das für ausgehende Zahlungen zurückgelegt ist, die noch nicht ausgeführt sind. Sie können es nicht ausgeben.',
  'accounts.balances.pendingExplained':
    'Zahlungen, die auf dem Weg auf dieses Konto sind. Sie zählen zu Ihrem Kontostand, verfügen können Sie aber erst nach dem Eingang darüber.',

  'accounts.activation.title': 'Aktivierung',
  'accounts.activation.initiated':
    'Dieses Unternehmenskonto ist eröffnet und muss aktiviert werden, bevor es genutzt werden kann.',
  'accounts.activation.activate': 'Konto aktivieren',
  'accounts.activation.activating': 'Wird aktiviert …',
  'accounts.activation.requested': 'Aktivierung beantragt. Die Bank bearbeitet sie jetzt:',
  'accounts.activation.pending':
    'Die Bank bearbeitet die Aktivierung. Danach ist das Konto aktiv – schauen Sie später wieder vorbei.',
  'accounts.activation.failedTitle': 'Das Konto konnte nicht aktiviert werden',
  'accounts.activation.companyBlocked':
    'Der Status des Unternehmens erlaubt noch keine Kontoaktivierung – meist, weil die Unternehmensprüfung oder der Vertrag noch nicht abgeschlossen ist. Sehen Sie nach, was dem Unternehmen noch fehlt, und versuchen Sie es dann erneut.',
  'accounts.activation.seeCompany': 'Ansehen, was dem Unternehmen noch fehlt',
  'accounts.activation.noAccess':
    'Sie haben für dieses Unternehmen keinen Zugriff auf dieses Konto. Prüfen Sie, ob Sie für das richtige Unternehmen handeln, oder fragen Sie eine der verwaltenden Personen des Unternehmens.',
  'accounts.activation.companyNotFound':
    'Die Bank konnte dieses Unternehmen nicht unter Ihren Unternehmen finden. Wählen Sie das Unternehmen erneut unter Ihren Unternehmen aus und versuchen Sie es noch einmal.',

  'accounts.status.activated': 'Aktiv',
  'accounts.status.pending': 'Aktivierung läuft',
  'accounts.status.initiated': 'Wartet auf Aktivierung',

  'accounts.details.title': 'Bankverbindung',
  'accounts.details.loading': 'Bankverbindung wird geladen …',
  'accounts.details.iban': 'IBAN',
  'accounts.details.bic': 'BIC',
  'accounts.details.accountHolder': 'Kontoinhaber',
  'accounts.details.ukAccountNumber': 'Kontonummer',
  'accounts.details.ukSortCode': 'Sort Code',
  'accounts.details.bankName': 'Bank',
  'accounts.details.copy': '{field} kopieren',
  'accounts.details.copyAll': 'Alle Angaben kopieren',
  'accounts.details.copied': '{field} kopiert',
  'accounts.details.allCopied': 'Bankverbindung vollständig kopiert',
  'accounts.details.copyFailed':
    'Das Kopieren hat nicht funktioniert. Markieren Sie den Text und kopieren Sie ihn selbst.',
  'accounts.details.share': 'Daten teilen',
  'accounts.details.shareFailed':
    'Teilen hat nicht funktioniert. Kopieren Sie die Daten stattdessen.',
  'accounts.addMoney.title': 'Geld einzahlen',
  'accounts.addMoney.body':
    'Ihr Konto ist bereit. Um Geld einzuzahlen, überweisen Sie von einem anderen Bankkonto auf diese Daten, oder teilen Sie sie mit der Person, die Ihnen Geld schickt.',
  'accounts.addMoney.action': 'Geld einzahlen',
  'accounts.addMoney.actionLong':
    'Geld einzahlen: die Bankdaten zum Einzahlen auf dieses Konto ansehen',
  'accounts.details.notAvailable': 'Die Bankverbindung ist noch nicht verfügbar',
  'accounts.details.notAvailableBody':
    'Sie erscheint hier, sobald die Bank das Konto fertig eingerichtet hat. Bitte schauen Sie später wieder vorbei.',
} satisfies Record<keyof typeof accountsEn, string>;
