import type { validationEn } from '../en/validation';

/** German texts of the request schemas' validation messages (same keys and placeholders as ../en/validation.ts). */
export const validationDe = {
  'validation.uuid.invalid': 'Geben Sie eine gültige Kennung ein',

  'validation.currency.required': 'Wählen Sie eine Währung',
  'validation.currency.format': 'Geben Sie einen Währungscode aus 3 Großbuchstaben ein, z. B. EUR',

  'validation.amount.required': 'Geben Sie einen Betrag ein',
  'validation.amount.format':
    'Geben Sie den Betrag nur mit Ziffern und höchstens einem Dezimaltrennzeichen ein, z. B. 25,50',
  'validation.amount.decimals': 'Geben Sie einen Betrag mit höchstens {max} Nachkommastellen ein',
  'validation.amount.tooLong': 'Geben Sie einen Betrag mit höchstens {max} Zeichen ein',

  'validation.reference.required': 'Geben Sie einen Verwendungszweck ein',
  'validation.reference.characters':
    'Verwenden Sie im Verwendungszweck nur Buchstaben, Ziffern und Leerzeichen',
  'validation.reference.tooShort': 'Der Verwendungszweck muss mindestens {min} Zeichen lang sein',
  'validation.reference.tooLong': 'Der Verwendungszweck darf höchstens {max} Zeichen lang sein',

  'validation.date.invalid': 'Geben Sie ein gültiges Datum im Format JJJJ-MM-TT ein',
  'validation.birthday.required': 'Geben Sie Ihr Geburtsdatum ein',

  'validation.decimal.required': 'Geben Sie eine Zahl ein',
  'validation.decimal.format':
    'Geben Sie die Zahl nur mit Ziffern und höchstens einem Dezimaltrennzeichen ein',
  'validation.decimal.tooLong': 'Die Zahl darf höchstens {max} Zeichen lang sein',
  'validation.payoutAmount.decimals':
    'Geben Sie einen Betrag mit höchstens {max} Nachkommastellen ein',

  'validation.phone.required': 'Geben Sie eine Telefonnummer ein',
  'validation.phone.format':
    'Geben Sie die Telefonnummer im internationalen Format ein: + und dann {min} bis {max} Ziffern, ohne Leerzeichen',

  'validation.query.wholeNumber': 'Geben Sie für {label} eine ganze Zahl von {min} bis {max} ein',
  'validation.query.pageSize': 'die Seitengröße',

  'validation.iban.required': 'Geben Sie eine IBAN ein',
  'validation.iban.format':
    'Geben Sie die IBAN in Großbuchstaben ohne Leerzeichen ein, z. B. DE89370400440532013000',
  'validation.iban.checksum': 'Diese IBAN ist ungültig. Bitte prüfen Sie sie auf Tippfehler',

  'validation.bic.required': 'Geben Sie eine BIC ein',
  'validation.bic.format':
    'Geben Sie eine BIC mit 8 oder 11 Zeichen in Großbuchstaben ein, z. B. DEUTDEFF',

  'validation.email.invalid': 'Geben Sie eine gültige E-Mail-Adresse ein',

  'validation.accountName.required': 'Geben Sie einen Kontonamen ein',
  'validation.accountName.tooLong': 'Der Kontoname darf höchstens {max} Zeichen lang sein',
  'validation.accountType.required': 'Wählen Sie eine Kontoart',

  'validation.name.required': 'Geben Sie Ihren Vornamen ein',
  'validation.name.tooLong': 'Der Vorname darf höchstens {max} Zeichen lang sein',
  'validation.surname.required': 'Geben Sie Ihren Nachnamen ein',
  'validation.surname.tooLong': 'Der Nachname darf höchstens {max} Zeichen lang sein',
  'validation.nationality.required': 'Wählen Sie eine Staatsangehörigkeit',
  'validation.nationality.format': 'Geben Sie einen Ländercode aus 3 Großbuchstaben ein, z. B. DEU',

  'validation.contract.required': 'Wählen Sie einen Vertrag',
  'validation.contract.toAccept': 'Wählen Sie den Vertrag, den Sie abschließen möchten',

  'validation.company.required': 'Wählen Sie ein Unternehmen',
  'validation.emailCode.required': 'Geben Sie den Code aus der E-Mail ein',
  'validation.emailCode.format': 'Geben Sie die {length} Ziffern des Codes aus der E-Mail ein',

  'validation.orderId.invalid': 'Geben Sie eine gültige Auftragskennung ein',
  'validation.pair.required': 'Wählen Sie ein Währungspaar',
  'validation.pair.format': 'Geben Sie ein Paar als Basiswährung/Kurswährung ein, z. B. BTC/EUR',
  'validation.orderSide.required': 'Wählen Sie Kaufen oder Verkaufen',
  'validation.orderType.required': 'Wählen Sie einen Market- oder Limit-Auftrag',
  'validation.sortOrder.ascDesc': 'Wählen Sie die Sortierung asc oder desc',
  'validation.sortOrder.ascendingDescending': 'Wählen Sie aufsteigende oder absteigende Sortierung',

  'validation.cryptoCurrency.required': 'Wählen Sie eine Währung',
  'validation.cryptoCurrency.format':
    'Geben Sie einen Währungscode aus 1 bis {max} Buchstaben oder Ziffern ein',
  'validation.walletAddress.required': 'Geben Sie die Wallet-Adresse ein',
  'validation.walletAddress.tooLong': 'Die Wallet-Adresse darf höchstens {max} Zeichen lang sein',
  'validation.network.required': 'Wählen Sie ein Netzwerk',
  'validation.walletLabel.tooLong': 'Die Bezeichnung darf höchstens {max} Zeichen lang sein',
  'validation.wallet.required': 'Wählen Sie ein Wallet',

  'validation.recipientSearch.attribute':
    'Wählen Sie, ob nach Telefonnummer oder E-Mail gesucht wird',

  'validation.transactionStatus.required': 'Wählen Sie einen Umsatzstatus',

  'validation.transferFrom.required': 'Wählen Sie das Konto, von dem Sie zahlen',
  'validation.recipient.required': 'Wählen Sie einen Empfänger',
  'validation.paymentMethod.required': 'Wählen Sie eine Zahlungsart',
  'validation.sepaReference.required': 'Geben Sie einen Verwendungszweck ein',
  'validation.sepaReference.characters':
    "Verwenden Sie im Verwendungszweck nur Buchstaben, Ziffern, Leerzeichen und / - ? : ( ) . , ' +",
  'validation.sepaReference.tooLong': 'Der Verwendungszweck darf höchstens {max} Zeichen lang sein',
  'validation.recipientName.required': 'Geben Sie den Namen des Empfängers ein',
  'validation.recipientName.tooLong': 'Der Name darf höchstens {max} Zeichen lang sein',
  'validation.recipientSurname.tooLong': 'Der Nachname darf höchstens {max} Zeichen lang sein',
} satisfies Record<keyof typeof validationEn, string>;
