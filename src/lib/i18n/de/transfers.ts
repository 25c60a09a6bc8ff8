import type { transfersEn } from '../en/transfers';

/** German texts of the transfers area (see en/transfers.ts). */
export const transfersDe = {
  'transfers.title': 'Geld senden',
  'transfers.loading': 'Ihre Konten werden geladen…',
  'transfers.step.review': 'Prüfen und bestätigen',
  'transfers.step.sent': 'Überweisung gesendet',
  'transfers.step.unknown': 'Ergebnis unbekannt',
  'transfers.step.notFound': 'Wir konnten diese Überweisung noch nicht finden',

  'transfers.step.recipient': 'Wen möchten Sie bezahlen?',
  'transfers.step.customer': 'Kunden finden',
  'transfers.step.sepa': 'An ein Bankkonto zahlen',
  'transfers.step.amount': 'Wie viel?',

  'transfers.recipient.recent': 'Zuletzt bezahlt',
  'transfers.recipient.loading': 'Wir laden, wen Sie bezahlen können…',
  'transfers.recipient.saved': 'Gespeicherte Empfänger',
  'transfers.recipient.own': 'Ihre Konten',
  'transfers.recipient.ownHint': 'Konto in {currency}',
  'transfers.recipient.new': 'Jemand Neues',
  'transfers.recipient.newCustomer': 'Ein anderer Kunde der Bank',
  'transfers.recipient.newCustomerHint': 'Über Telefonnummer oder E-Mail-Adresse gefunden',
  'transfers.recipient.newSepa': 'Ein Bankkonto',
  'transfers.recipient.newSepaHint': 'Per IBAN, überall im SEPA-Raum, von einem Euro-Konto',
  'transfers.recipient.nobody':
    'Auf keinem Ihrer Konten ist gerade Geld zum Senden verfügbar, daher können Sie noch niemanden bezahlen.',
  'transfers.recipient.to': 'An',
  'transfers.recipient.change': 'Ändern',
  'transfers.recipient.changeWho': 'Ändern, wen Sie bezahlen',

  'transfers.customer.phoneHint':
    'Mit Ländervorwahl, zum Beispiel +49 151 23456789. Wir suchen den Kunden, sobald die Nummer vollständig ist.',
  'transfers.customer.emailHint': 'Wir suchen den Kunden, sobald die Adresse vollständig ist.',
  'transfers.customer.whichAccount': 'Welches Konto soll das Geld erhalten?',
  'transfers.customer.accountIn': 'Konto in {currency}',
  'transfers.customer.retry': 'Erneut suchen',

  'transfers.amount.available': '{available} verfügbar',
  'transfers.amount.availableUnknown': 'Der verfügbare Betrag ist gerade nicht bekannt',
  'transfers.amount.feeLine': 'Gebühr {fee}, insgesamt {total}',
  'transfers.amount.feeEstimateLine': 'Geschätzte Gebühr {fee}, insgesamt {total}',
  'transfers.amount.feeNotKnown': 'Die Gebühr ist vor dem Senden nicht bekannt',
  'transfers.amount.feeLoading': 'Die Gebühr wird berechnet…',

  'transfers.details.errorSummary': 'Bitte prüfen Sie Ihre Angaben',
  'transfers.details.continue': 'Weiter',
  'transfers.details.notAccepted':
    'Diese Angaben können so nicht gesendet werden. Prüfen Sie sie und versuchen Sie es erneut.',

  'transfers.from.label': 'Von Konto',
  'transfers.from.hint':
    'Bei jedem Konto steht, wie viel Geld verfügbar ist. Nur von aktiven Konten kann Geld gesendet werden.',
  'transfers.from.placeholder': 'Konto wählen',
  'transfers.from.option': '{name} – {available}',
  'transfers.from.optionEmpty': '{name} – nichts verfügbar ({available})',
  'transfers.from.optionUnknown': '{name} – Kontostand unbekannt',
  'transfers.from.noneSendable': 'Auf keinem Ihrer Konten ist gerade Geld zum Senden verfügbar.',
  'transfers.from.empty': 'Wählen Sie das Konto, von dem Sie senden möchten',

  'transfers.to.empty': 'Wählen Sie das Konto, an das Sie senden möchten',

  'transfers.customer.searchBy': 'Suchen nach',
  'transfers.customer.byPhone': 'Telefonnummer',
  'transfers.customer.byEmail': 'E-Mail-Adresse',
  'transfers.customer.phone': 'Telefonnummer',
  'transfers.customer.email': 'E-Mail-Adresse',
  'transfers.customer.searching': 'Wir suchen den Kunden…',
  'transfers.customer.found': 'Gefunden: {name}',
  'transfers.customer.notFound.phone': 'Mit dieser Telefonnummer haben wir keinen Kunden gefunden.',
  'transfers.customer.notFound.email':
    'Mit dieser E-Mail-Adresse haben wir keinen Kunden gefunden.',
  'transfers.customer.cannotReceive':
    '{name} ist Kunde der Bank, kann aber kein Geld in {currency} empfangen.',
  'transfers.customer.chooseAccount': 'Wählen Sie, welches ihrer Konten das Geld erhält',
  'transfers.customer.notSearched':
    'Geben Sie die Telefonnummer oder E-Mail-Adresse des Kunden ein, damit wir ihn finden',
  'transfers.customer.searchAgain':
    'Die Währung Ihres gewählten Kontos hat sich geändert: Suchen Sie den Kunden bitte erneut',

  'transfers.saved.unnamed': 'Empfänger ohne Namen',
  'transfers.saved.ukAccount': 'Kontonummer {accountNumber}, Sort Code {sortCode}',
  'transfers.saved.empty': 'Wählen Sie einen gespeicherten Empfänger',

  'transfers.sepa.legend': 'Bankverbindung des Empfängers',
  'transfers.sepa.iban': 'IBAN',
  'transfers.sepa.ibanHint': 'Zum Beispiel DE89 3704 0044 0532 0130 00. Leerzeichen sind erlaubt.',
  'transfers.sepa.iban.empty': 'Geben Sie die IBAN des Empfängers ein',
  'transfers.sepa.iban.format':
    'Das ist keine IBAN: Prüfen Sie das Länderkürzel und die Anzahl der Zeichen',
  'transfers.sepa.iban.checksum': 'Diese IBAN ist ungültig: Prüfen Sie sie auf Tippfehler',
  'transfers.sepa.bic': 'BIC (optional)',
  'transfers.sepa.bicHint':
    'Lassen Sie das Feld leer, wenn Sie den BIC nicht kennen: Die IBAN genügt.',
  'transfers.sepa.bic.invalid':
    'Geben Sie einen BIC aus 8 oder 11 Buchstaben und Ziffern ein, zum Beispiel COBADEFFXXX',
  'transfers.sepa.bic.otherCountry':
    'Dieser BIC gehört zu einer Bank in einem anderen Land als die IBAN',
  'transfers.sepa.name': 'Vorname',
  'transfers.sepa.name.empty': 'Geben Sie den Vornamen des Empfängers ein',
  'transfers.sepa.name.tooLong': 'Geben Sie einen Vornamen mit höchstens {max} Zeichen ein',
  'transfers.sepa.surname': 'Nachname',
  'transfers.sepa.surname.tooLong': 'Geben Sie einen Nachnamen mit höchstens {max} Zeichen ein',
  'transfers.sepa.bankName': 'Name der Bank (optional)',
  'transfers.sepa.street': 'Straße (optional)',
  'transfers.sepa.houseNumber': 'Hausnummer (optional)',
  'transfers.sepa.postCode': 'Postleitzahl (optional)',
  'transfers.sepa.city': 'Ort (optional)',
  'transfers.sepa.country': 'Land (optional)',
  'transfers.sepa.onlyEur': 'SEPA-Überweisungen sind nur von einem Euro-Konto aus möglich',

  'transfers.amount.label': 'Betrag',
  'transfers.amount.hint': 'Zum Beispiel {example}',
  'transfers.amount.empty': 'Geben Sie einen Betrag ein',
  'transfers.amount.notANumber': 'Geben Sie den Betrag in Ziffern ein, zum Beispiel 25,50',
  'transfers.amount.tooManyDecimals':
    'Geben Sie einen Betrag mit höchstens {max} Nachkommastellen ein',
  'transfers.amount.notPositive': 'Geben Sie einen Betrag größer als null ein',
  'transfers.amount.tooLong': 'Dieser Betrag ist zu lang: Verwenden Sie höchstens {max} Zeichen',
  'transfers.amount.moreThanAvailable': 'Das ist mehr, als auf dem Konto verfügbar ist',

  'transfers.reference.label': 'Verwendungszweck',
  'transfers.reference.hint':
    'Optional. Das sieht der Empfänger: {min} bis {max} Buchstaben, Ziffern oder Leerzeichen.',
  'transfers.reference.hintSepa':
    "Optional. Das sieht der Empfänger: bis zu {max} Buchstaben, Ziffern, Leerzeichen und / - ? : ( ) . , ' +",
  'transfers.reference.count': '{count} von {max} Zeichen',
  'transfers.reference.tooShortLive': 'Ein Verwendungszweck braucht mindestens {min} Zeichen',
  'transfers.reference.tooLongLive': '{count} Zeichen: Höchstens {max} sind erlaubt',
  'transfers.reference.wrongCharacters': 'Diese Zeichen sind nicht erlaubt: {characters}',

  'transfers.review.from': 'Von',
  'transfers.review.to': 'An',
  'transfers.review.ownAccount': 'Ihr Konto {name}',
  'transfers.review.foundBy.phone': 'Gefunden über die Telefonnummer {value}',
  'transfers.review.foundBy.email': 'Gefunden über die E-Mail-Adresse {value}',
  'transfers.review.bic': 'BIC {bic}',
  'transfers.review.amount': 'Betrag',
  'transfers.review.fee': 'Gebühr',
  'transfers.review.feeLoading': 'Wir berechnen die Gebühr…',
  'transfers.review.feeNotKnown': 'Nicht bekannt',
  'transfers.review.feeFailed':
    'Die Gebühr ist vor dem Senden nicht bekannt: Die Gebührenregeln Ihres Vertrags konnten nicht gelesen werden. Lesen Sie sie erneut, oder senden Sie: Die Bank berechnet ihre Gebühr, wenn sie die Zahlung bucht.',
  'transfers.review.feeRetry': 'Gebührenregeln erneut lesen',
  'transfers.review.total': 'Insgesamt von Ihrem Konto',
  'transfers.review.recipientGets': 'Der Empfänger erhält',
  'transfers.review.reference': 'Verwendungszweck',
  'transfers.review.rule': 'Gebühr laut Ihrem Vertrag für diese Überweisung: {rule}.',
  'transfers.review.totalPlusFee': '{amount} zuzüglich der Gebühr der Bank',
  'transfers.review.ruleEstimate':
    'Geschätzte Gebühr: Ihr Vertrag sagt nicht, für welche Arten von Überweisung seine Gebührenregel ({rule}) gilt, daher wird sie auf diese angewendet. Die Bank bestätigt die Gebühr, wenn sie die Zahlung bucht.',
  'transfers.review.noRule':
    'Die Gebühr ist vor dem Senden nicht bekannt: Ihr Vertrag nennt eine Gebührenregel nur für andere Arten oder Beträge von {currency}-Überweisungen. Die Bank berechnet eine etwaige Gebühr, wenn sie die Zahlung bucht.',
  'transfers.review.noTerms':
    'Die Gebühr ist vor dem Senden nicht bekannt: Die Gebührenregeln des geltenden Vertrags wurden nicht gefunden. Die Bank berechnet eine etwaige Gebühr, wenn sie die Zahlung bucht.',
  'transfers.review.feeEstimate':
    'Ihr Vertrag nutzt eine Gebührenregel, die diese App nicht genau berechnen kann. Die angezeigte Gebühr ist daher eine Schätzung.',
  'transfers.review.totalTooMuch':
    'Mit der Gebühr ist das mehr als die verfügbaren {available}. Gehen Sie zurück und senden Sie weniger.',
  'transfers.review.confirm': 'Bestätigen und senden',
  'transfers.review.sending': 'Wird gesendet…',
  'transfers.review.back': 'Zurück',

  'transfers.refused.title': 'Die Bank hat diese Überweisung nicht ausgeführt',
  'transfers.refused.bankText': 'Die Antwort der Bank im Wortlaut: „{message}“',
  'transfers.refused.nothingLost':
    'Es wurde nichts gesendet. Ihre Angaben bleiben erhalten: Korrigieren Sie sie und fahren Sie fort.',
  'transfers.refused.amountTooBig':
    'Dieser Betrag liegt über dem Höchstbetrag für diese Art von Überweisung. Senden Sie weniger.',
  'transfers.refused.balanceNotEnough':
    'Auf dem Konto ist nicht genug Geld für diesen Betrag und die Gebühr.',
  'transfers.refused.sourceContract': 'Ihr Vertrag erlaubt keine Überweisungen von diesem Konto.',
  'transfers.refused.quotaOver': 'Die Limits Ihres Vertrags lassen diese Überweisung nicht zu.',
  'transfers.refused.savedMethod':
    'An diesen gespeicherten Empfänger kann auf diesem Weg nicht gezahlt werden. Wählen Sie einen anderen Empfänger.',
  'transfers.refused.recipientConfiguration':
    'Das Konto des Empfängers ist nicht für den Empfang dieser Überweisung eingerichtet.',
  'transfers.refused.recipientContract':
    'Der Vertrag des Empfängers erlaubt den Empfang dieser Überweisung nicht.',
  'transfers.refused.currencyMismatch':
    'Das Konto des Empfängers wird in einer anderen Währung geführt als Ihres. Wählen Sie ein Konto in derselben Währung.',
  'transfers.refused.noContract':
    'Sie brauchen einen angenommenen Vertrag, bevor Sie Geld senden können.',
  'transfers.refused.sourceNoAccess': 'Sie dürfen von diesem Konto kein Geld senden.',
  'transfers.refused.sourceNoProduct': 'Von diesem Konto sind keine Überweisungen möglich.',
  'transfers.refused.sourceNotActive':
    'Dieses Konto ist nicht aktiv, daher kann kein Geld abgebucht werden.',
  'transfers.refused.recipientBlocked': 'Dieser Empfänger kann im Moment kein Geld empfangen.',
  'transfers.refused.recipientNoProduct':
    'Das Konto des Empfängers kann keine Überweisungen empfangen.',
  'transfers.refused.recipientNotActive': 'Das Konto des Empfängers ist nicht aktiv.',
  'transfers.refused.senderNotFound':
    'Die Bank konnte Ihr Kundenprofil nicht finden. Wenden Sie sich an die Bank, bevor Sie es erneut versuchen.',
  'transfers.refused.savedNotFound':
    'Diesen gespeicherten Empfänger gibt es nicht mehr. Wählen Sie einen anderen.',
  'transfers.refused.recipientNotFound': 'Das Konto des Empfängers wurde nicht gefunden.',

  'transfers.result.sentBody': 'Ihre Überweisung über {amount} ist unterwegs.',
  'transfers.result.foundBody':
    'Wir haben Ihre Überweisung über {amount} in den Umsätzen Ihres Kontos gefunden: Sie wurde einmal gesendet.',
  'transfers.result.transactionId': 'Transaktionsreferenz',
  'transfers.result.operationId': 'Vorgangsreferenz',
  'transfers.result.copy': '{what} kopieren',
  'transfers.result.copied': '{what} kopiert',
  'transfers.result.copyFailed':
    'Kopieren nicht möglich. Markieren Sie den Text und kopieren Sie ihn selbst.',
  'transfers.result.history': 'In Ihren Umsätzen ansehen',
  'transfers.result.another': 'Weitere Überweisung senden',
  'transfers.result.unknownBody':
    'Die Antwort der Bank hat uns nicht erreicht, daher wissen wir noch nicht, ob das Geld gesendet wurde. Senden Sie es nicht erneut: Wir prüfen Ihr Konto.',
  'transfers.result.searching': 'Wir suchen die Überweisung in den Umsätzen Ihres Kontos…',
  'transfers.result.notFoundBody':
    'Die Überweisung ist noch nicht in den Umsätzen Ihres Kontos zu sehen. Sie kann noch erscheinen: Prüfen Sie Ihre Umsätze, bevor Sie erneut senden.',
  'transfers.result.againWarning':
    'Falls die erste Überweisung doch ausgeführt wurde, senden Sie mit einer erneuten Überweisung {amount} ein zweites Mal.',
  'transfers.result.sendAgain': 'Erneut senden (möglicherweise doppelt)',
} satisfies Record<keyof typeof transfersEn, string>;
