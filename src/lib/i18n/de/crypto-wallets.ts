import type { cryptoWalletsEn } from '../en/crypto-wallets';

/** German texts of the wallets and payouts page (see en/crypto-wallets.ts). */
export const cryptoWalletsDe = {
  'cryptoWallets.title': 'Wallets und Auszahlungen',
  'cryptoWallets.loading': 'Ihre Krypto-Guthaben werden geladen…',
  'cryptoWallets.errorTitle': 'Diese Seite konnte nicht geladen werden',

  'cryptoWallets.currency.BTC': 'Bitcoin (BTC)',
  'cryptoWallets.currency.ETH': 'Ether (ETH)',
  'cryptoWallets.network.bitcoin': 'Bitcoin-Hauptnetz',
  'cryptoWallets.network.ethereum': 'Ethereum-Hauptnetz',

  'cryptoWallets.register.heading': 'Wallet registrieren',
  'cryptoWallets.register.intro':
    'Registrieren Sie eine Wallet außerhalb der Bank (Ihre eigene oder die einer anderen Person), um Krypto dorthin zu senden.',
  'cryptoWallets.register.errorSummary': 'Bitte prüfen Sie Ihre Angaben',
  'cryptoWallets.register.currency': 'Währung',
  'cryptoWallets.register.network': 'Im {network}: Nur Adressen in diesem Netz funktionieren.',
  'cryptoWallets.register.address': 'Wallet-Adresse',
  'cryptoWallets.register.addressHint.none': 'Wählen Sie zuerst die Währung.',
  'cryptoWallets.register.addressHint.BTC':
    'Eine Bitcoin-Adresse beginnt mit 1, 3 oder bc1. Kopieren Sie sie und fügen Sie sie ein: Eine Zahlung an eine falsche Adresse lässt sich nicht rückgängig machen.',
  'cryptoWallets.register.addressHint.ETH':
    'Eine Ethereum-Adresse beginnt mit 0x, gefolgt von 40 Buchstaben und Ziffern. Kopieren Sie sie und fügen Sie sie ein: Eine Zahlung an eine falsche Adresse lässt sich nicht rückgängig machen.',
  'cryptoWallets.register.label': 'Name für diese Wallet (optional)',
  'cryptoWallets.register.labelHint': 'Bis zu {max} Zeichen, z. B. „Meine Hardware-Wallet“.',
  'cryptoWallets.register.submit': 'Wallet registrieren',
  'cryptoWallets.register.sending': 'Wird registriert…',
  'cryptoWallets.register.done':
    'Wallet „{name}“ registriert. Unten können Sie eine Auszahlung an sie senden.',

  'cryptoWallets.address.testNetwork':
    'Das ist eine Adresse im Bitcoin-Testnetz: Dorthin können keine echten Bitcoin gesendet werden. Geben Sie eine Adresse im Bitcoin-Hauptnetz ein.',
  'cryptoWallets.address.checksum':
    'Diese Ethereum-Adresse besteht ihre eigene Prüfung nicht: Vielleicht wurde ein Buchstabe verändert. Kopieren Sie sie erneut aus der Wallet.',
  'cryptoWallets.address.otherCurrency':
    'Das ist eine Adresse für {currency}. Wählen Sie diese Währung oder geben Sie eine Adresse für {expected} ein.',
  'cryptoWallets.address.invalid':
    'Das ist keine gültige Adresse für {currency}. Prüfen Sie sie oder kopieren Sie sie erneut aus der Wallet.',
  'cryptoWallets.address.unsupported': 'Wählen Sie eine der angebotenen Währungen.',

  'cryptoWallets.refused.addressInvalid':
    'Die Bank akzeptiert diese Adresse für {currency} nicht. Prüfen Sie sie oder kopieren Sie sie erneut aus der Wallet.',
  'cryptoWallets.refused.addressDuplicate':
    'Diese Adresse ist bereits registriert. Die Bank zeigt früher registrierte Wallets nicht an, daher erscheint sie hier nicht.',
  'cryptoWallets.refused.currency': 'Die Bank führt keine Wallets in dieser Währung.',
  'cryptoWallets.refused.notOffered': 'Ihr Vertrag umfasst keinen Kryptohandel.',
  'cryptoWallets.refused.noAccess':
    'Das dürfen Sie für diesen Kunden oder dieses Unternehmen nicht tun.',
  'cryptoWallets.refused.unknownOutcome':
    'Die Bank hat nicht geantwortet, daher wissen wir nicht, ob die Wallet registriert wurde. Wenn Sie sie erneut registrieren und die Bank meldet, dass sie bereits registriert ist, hat es geklappt.',

  'cryptoWallets.list.heading': 'Ihre Wallets',
  'cryptoWallets.list.sessionOnly':
    'Die Bank zeigt früher registrierte Wallets nicht an: Hier sehen Sie nur die Wallets, die Sie jetzt registrieren – bis Sie sich abmelden oder die Seite neu laden.',
  'cryptoWallets.list.empty': 'Bei diesem Besuch wurde noch keine Wallet registriert.',
  'cryptoWallets.list.label': 'Bei diesem Besuch registrierte Wallets',
  'cryptoWallets.list.unnamed': '{currency}-Wallet',
  'cryptoWallets.list.address': 'Adresse',
  'cryptoWallets.list.copyAddressOf': 'Adresse von {name} kopieren',
  'cryptoWallets.list.copied': 'Die Adresse von {name} wurde kopiert.',
  'cryptoWallets.list.noReference':
    'Die Börse hat diese Wallet ohne Referenz registriert, daher können Auszahlungen an sie nicht von hier gesendet werden.',
  'cryptoWallets.list.copyFailed':
    'Die Adresse konnte nicht kopiert werden. Markieren Sie sie und kopieren Sie sie selbst.',

  'cryptoWallets.payout.heading': 'Auszahlung senden',
  'cryptoWallets.payout.step.details': 'Angaben zur Auszahlung',
  'cryptoWallets.payout.step.review': 'Auszahlung prüfen und bestätigen',
  'cryptoWallets.payout.step.sent': 'Auszahlung gesendet',
  'cryptoWallets.payout.step.unknown': 'Ergebnis unbekannt',
  'cryptoWallets.payout.noWallets':
    'Registrieren Sie oben eine Wallet, um Krypto dorthin zu senden.',
  'cryptoWallets.payout.noAccounts':
    'Es gibt kein Bitcoin- oder Ether-Guthaben, von dem Sie senden können. Kaufen Sie zuerst Krypto am Markt.',
  'cryptoWallets.payout.market': 'Zum Markt',
  'cryptoWallets.payout.errorSummary': 'Bitte prüfen Sie Ihre Angaben',
  'cryptoWallets.payout.from': 'Von',
  'cryptoWallets.payout.fromHint':
    'Ihre Krypto-Guthaben. Die Auszahlung wird von diesem Guthaben abgebucht.',
  'cryptoWallets.payout.fromPlaceholder': 'Guthaben wählen',
  'cryptoWallets.payout.fromOption': '{name} – {available} verfügbar',
  'cryptoWallets.payout.fromOptionEmpty': '{name} – nichts verfügbar',
  'cryptoWallets.payout.fromOptionUnknown': '{name} – verfügbarer Betrag gerade nicht bekannt',
  'cryptoWallets.payout.to': 'An Wallet',
  'cryptoWallets.payout.toHint': 'Bei diesem Besuch registrierte Wallets derselben Währung.',
  'cryptoWallets.payout.toPlaceholder': 'Wallet wählen',
  'cryptoWallets.payout.toOption': '{name} – {address}',
  'cryptoWallets.payout.toNone':
    'Es ist noch keine {currency}-Wallet registriert: Registrieren Sie oben eine.',
  'cryptoWallets.payout.amount': 'Betrag',
  'cryptoWallets.payout.amountHint':
    'In der Währung des Guthabens, mit bis zu {decimals} Nachkommastellen.',
  'cryptoWallets.payout.amountHintAvailable':
    'In {currency}, mit bis zu {decimals} Nachkommastellen. Verfügbar: {available}.',
  'cryptoWallets.payout.continue': 'Weiter',

  'cryptoWallets.payout.problem.from': 'Wählen Sie das Guthaben, von dem Sie senden',
  'cryptoWallets.payout.problem.fromEmpty': 'Auf diesem Guthaben ist nichts zum Senden verfügbar',
  'cryptoWallets.payout.problem.to': 'Wählen Sie die Wallet, an die Sie senden',
  'cryptoWallets.payout.problem.amountEmpty': 'Geben Sie den Betrag ein, den Sie senden möchten',
  'cryptoWallets.payout.problem.amountNotANumber':
    'Geben Sie den Betrag in Ziffern ein, bei Bedarf mit Komma, z. B. 0,015',
  'cryptoWallets.payout.problem.amountTooManyDecimals':
    'Geben Sie einen Betrag mit höchstens {decimals} Nachkommastellen ein',
  'cryptoWallets.payout.problem.amountNotPositive': 'Geben Sie einen Betrag über null ein',
  'cryptoWallets.payout.problem.amountTooLong':
    'Geben Sie einen Betrag mit höchstens {max} Zeichen ein',
  'cryptoWallets.payout.problem.amountTooMuch':
    'Das ist mehr, als auf dem Guthaben verfügbar ist ({available})',

  'cryptoWallets.payout.review.from': 'Von',
  'cryptoWallets.payout.review.to': 'An Wallet',
  'cryptoWallets.payout.review.address': 'Wallet-Adresse',
  'cryptoWallets.payout.review.network': 'Netz',
  'cryptoWallets.payout.review.amount': 'Betrag',
  'cryptoWallets.payout.review.leaves': 'Abbuchung von {account}',
  'cryptoWallets.payout.review.after': 'Danach noch verfügbar',
  'cryptoWallets.payout.review.noFee':
    'Die Bank nennt für Auszahlungen keine Gebühr: Abgebucht wird genau der Betrag oben.',
  'cryptoWallets.payout.review.final':
    'Kryptowerte, die an eine Wallet gesendet wurden, lassen sich nicht zurückholen. Prüfen Sie die Adresse Zeichen für Zeichen.',
  'cryptoWallets.payout.review.confirm': 'Bestätigen und senden',
  'cryptoWallets.payout.review.sending': 'Wird gesendet…',
  'cryptoWallets.payout.review.back': 'Zurück',

  'cryptoWallets.payout.refused.title': 'Die Bank hat diese Auszahlung nicht gesendet',
  'cryptoWallets.payout.refused.nothingLost': 'Von Ihrem Guthaben wurde nichts abgebucht.',
  'cryptoWallets.payout.refused.bankText': 'Die Antwort der Bank: „{message}“',
  'cryptoWallets.payout.refused.walletNotFound':
    'Die Bank kennt diese Wallet nicht mehr. Registrieren Sie sie erneut.',
  'cryptoWallets.payout.refused.currencyMismatch':
    'Diese Wallet ist für eine andere Währung. Wählen Sie eine Wallet in der Währung des Guthabens.',
  'cryptoWallets.payout.refused.amountTooManyDecimals':
    'Die Bank akzeptiert für diese Währung weniger Nachkommastellen.',
  'cryptoWallets.payout.refused.amountBelowMinimum':
    'Das liegt unter der kleinsten Auszahlung, die die Bank sendet. Geben Sie einen höheren Betrag ein.',
  'cryptoWallets.payout.refused.balanceNotEnough':
    'Auf dem Guthaben ist nicht mehr so viel verfügbar.',
  'cryptoWallets.payout.refused.accountCurrency':
    'Dieses Guthaben ist in einer anderen Währung als die Wallet. Wählen Sie ein Guthaben in derselben Währung.',
  'cryptoWallets.payout.refused.accountNotActive':
    'Von diesem Guthaben kann gerade nichts gesendet werden: Das Konto ist nicht aktiv.',
  'cryptoWallets.payout.refused.accountNotFound':
    'Die Bank findet dieses Guthaben nicht. Wählen Sie ein anderes.',
  'cryptoWallets.payout.refused.notOffered': 'Ihr Vertrag umfasst keinen Kryptohandel.',
  'cryptoWallets.payout.refused.noAccess': 'Sie dürfen von diesem Guthaben nicht senden.',

  'cryptoWallets.payout.result.sentBody': '{amount} ist unterwegs an {wallet}.',
  'cryptoWallets.payout.result.status': 'Status: {status}',
  'cryptoWallets.payout.result.id': 'Auszahlungsreferenz',
  'cryptoWallets.payout.result.copy': '{what} kopieren',
  'cryptoWallets.payout.result.copied': 'Die Auszahlungsreferenz wurde kopiert.',
  'cryptoWallets.payout.result.copyFailed': 'Die Referenz konnte nicht kopiert werden.',
  'cryptoWallets.payout.result.history': 'Umsätze von {account} ansehen',
  'cryptoWallets.payout.result.another': 'Weitere Auszahlung senden',
  'cryptoWallets.payout.result.unknownBody':
    'Die Bank hat die Auszahlung von {amount} an {wallet} nicht bestätigt: Die Verbindung ist abgebrochen oder die Bank hatte ein Problem. Die Auszahlung wurde vielleicht gesendet, vielleicht auch nicht.',
  'cryptoWallets.payout.result.noList':
    'Die Bank bietet keine Liste der Auszahlungen, die diese Seite prüfen könnte. Sehen Sie zuerst in den Umsätzen des Guthabens nach: Eine ausgeführte Auszahlung erscheint dort als Ausgang.',
  'cryptoWallets.payout.result.againWarning':
    'Senden Sie nur erneut, wenn die Umsätze keine Auszahlung von {amount} zeigen: Falls die erste ausgeführt wurde, würde eine zweite ebenfalls gesendet – und Kryptowerte lassen sich nicht zurückholen.',
  'cryptoWallets.payout.result.sendAgain': 'Erneut senden (möglicherweise doppelt)',

  'cryptoWallets.payout.status.initiated': 'gestartet: die Bank sendet sie',
  'cryptoWallets.payout.status.processing': 'wird gesendet',
  'cryptoWallets.payout.status.completed': 'an die Wallet gesendet',
  'cryptoWallets.payout.status.rejected': 'von der Bank abgelehnt',
  'cryptoWallets.payout.status.failed': 'nicht gesendet',
  'cryptoWallets.payout.status.unknown': 'noch nicht bekannt',
} satisfies Record<keyof typeof cryptoWalletsEn, string>;
