import type { statementsEn } from '../en/statements';

/** German texts of an account's statements (see en/statements.ts). */
export const statementsDe = {
  'statements.title': 'Kontoauszüge',
  'statements.intro':
    'Ein Kontoauszug dieses Kontos für einen Monat oder für Tage Ihrer Wahl: jeder Umsatz mit dem Saldo danach. Speichern Sie ihn als PDF oder laden Sie ihn für eine Tabellenkalkulation herunter.',
  'statements.back': 'Zurück zum Konto',
  'statements.loading': 'Kontoauszug wird geladen…',
  'statements.notFound': 'Dieses Konto wurde nicht gefunden',
  'statements.notFoundBody':
    'Es ist nicht unter den Konten, die Sie sehen können. Wählen Sie es in Ihren Konten aus.',
  'statements.allAccounts': 'Alle Konten',

  'statements.period.label': 'Zeitraum',
  'statements.period.soFar': '{month} bis heute',
  'statements.period.other': 'Andere Tage…',
  'statements.period.otherForm': 'Andere Tage',
  'statements.period.from': 'Erster Tag',
  'statements.period.to': 'Letzter Tag',
  'statements.period.show': 'Kontoauszug anzeigen',
  'statements.period.problem': 'Mit den Tagen stimmt etwas nicht',
  'statements.period.fromRequired': 'Geben Sie den ersten Tag des Kontoauszugs ein',
  'statements.period.toRequired': 'Geben Sie den letzten Tag des Kontoauszugs ein',
  'statements.period.dateInvalid': 'Geben Sie ein gültiges Datum ein',
  'statements.period.future': 'Der letzte Tag darf nicht nach heute liegen',
  'statements.period.order': 'Der letzte Tag muss am oder nach dem ersten Tag liegen',
  'statements.period.tooLong': 'Ein Kontoauszug umfasst höchstens {max} Tage',
  'statements.period.ignored':
    'Der Zeitraum in der Adresse konnte nicht angezeigt werden, daher sehen Sie den letzten vollen Monat.',

  'statements.heading.month': 'Kontoauszug {month}',
  'statements.heading.range': 'Kontoauszug vom {from} bis {to}',
  'statements.details': 'Kontodaten',
  'statements.holder': 'Kontoinhaber',
  'statements.account': 'Konto',
  'statements.iban': 'IBAN',
  'statements.bic': 'BIC',
  'statements.accountNumber': 'Kontonummer',
  'statements.sortCode': 'Bankleitzahl (Sort Code)',
  'statements.currency': 'Währung',
  'statements.period': 'Zeitraum',
  'statements.periodValue': '{from} bis {to}',
  'statements.timeZone': 'Zeitzone',
  'statements.notAvailable': 'Nicht verfügbar',

  'statements.summary': 'Übersicht',
  'statements.opening': 'Anfangssaldo',
  'statements.moneyIn': 'Eingänge',
  'statements.moneyOut': 'Ausgänge',
  'statements.fees': 'Gebühren',
  'statements.closing': 'Endsaldo',

  'statements.inexact.title': 'Diese Salden sind möglicherweise nicht genau',
  'statements.inexact.orders':
    'Börsenaufträge haben ab dem {from} Geld auf oder von diesem Konto bewegt, ohne dass Ihre Bank einen Umsatz dazu aufführt: {count}. Die Salden werden vom heutigen Saldo über die Umsätze zurückgerechnet und können daher um diese Aufträge abweichen.',
  'statements.inexact.ordersUnchecked':
    'Ihre Börsenaufträge konnten nicht gelesen werden. Diese App kann daher nicht erkennen, ob Handel Geld auf oder von diesem Konto ohne Umsatz bewegt hat. Die Salden zählen nur die Umsätze.',
  'statements.inexact.payouts':
    'Auszahlungen von diesem Konto an eine Wallet gehören nicht zu seinen Umsätzen. Die Salden können daher um alle ab dem {from} gesendeten abweichen.',
  'statements.inexact.advice':
    'Die Umsätze sind so aufgeführt, wie Ihre Bank sie angibt. Für verlässliche Salden fordern Sie den Kontoauszug Ihrer Bank an.',

  'statements.table.caption': 'Umsätze, älteste zuerst, mit dem Saldo nach jedem',
  'statements.table.date': 'Datum',
  'statements.table.details': 'Details',
  'statements.table.amount': 'Betrag',
  'statements.table.fee': 'Gebühr',
  'statements.table.balance': 'Saldo',
  'statements.table.empty': 'Keine Umsätze in diesem Zeitraum.',
  'statements.row.pending': 'Ausstehend: im Saldo, noch nicht endgültig',
  'statements.row.onHold': 'Angehalten: vom Saldo zurückgelegt',
  'statements.row.other': '{status}: wie ein ausstehender Umsatz gezählt',
  'statements.row.rejected': 'Abgelehnt: es wurde kein Geld bewegt',
  'statements.row.heldIncoming': 'Angehalten: noch nicht im Saldo',
  'statements.row.unreadable': 'Nicht lesbar: nicht im Saldo',
  'statements.row.feeUnknown': 'Eine Gebühr fiel an; die Bank hat den Betrag nicht genannt',
  'statements.row.fee': 'Eine Gebühr, von Ihrer Bank als eigener Umsatz gebucht',

  'statements.print': 'PDF herunterladen',
  'statements.printHint': 'Öffnet den Druckdialog: Wählen Sie „Als PDF speichern“ als Drucker.',
  'statements.csvButton': 'CSV herunterladen',
  'statements.csvDone': 'Kontoauszug als {file} gespeichert.',
  'statements.csv.date': 'Datum',
  'statements.csv.time': 'Uhrzeit',
  'statements.csv.description': 'Beschreibung',
  'statements.csv.reference': 'Verwendungszweck',
  'statements.csv.status': 'Status',
  'statements.csv.amount': 'Betrag',
  'statements.csv.fee': 'Gebühr',
  'statements.csv.balance': 'Saldo',
  'statements.csv.currency': 'Währung',

  'statements.reading.progress': 'Umsätze werden gelesen',
  'statements.reading.progressText': '{rows} Umsätze gelesen ({pages} Seiten)…',
  'statements.reading.stop': 'Anhalten',
  'statements.reading.stopped':
    'Nach {rows} Umsätzen angehalten. Der Kontoauszug braucht jeden Umsatz seit dem {from}.',
  'statements.reading.again': 'Erneut lesen',
  'statements.reading.failed':
    'Die Umsätze konnten nicht gelesen werden, daher kann kein Kontoauszug erstellt werden.',
  'statements.balanceMissing':
    'Der aktuelle Saldo des Kontos konnte nicht gelesen werden, daher lassen sich die Salden des Kontoauszugs nicht ermitteln.',

  'statements.source.title': 'So wurde dieser Kontoauszug erstellt',
  'statements.source.built':
    'Von dieser App erstellt aus den Umsätzen dieses Kontos seit dem {from} ({count} insgesamt) und seinem aktuellen Saldo von {balance} am {time}: Die Umsätze nach dem Zeitraum werden vom aktuellen Saldo zurückgerechnet, das ergibt den Endsaldo, dann die des Zeitraums, das ergibt den Anfangssaldo.',
  'statements.source.balanceList': 'Der aktuelle Saldo ist der aus Ihrer Kontenliste.',
  'statements.source.rules':
    'Ausgeführte und ausstehende Umsätze zählen. Angehaltene Ausgänge zählen, da das Geld schon zurückgelegt ist; angehaltene Eingänge und abgelehnte Umsätze zählen nicht. Eine Gebühr zählt mit dem Ausgang, für den sie berechnet wurde; eine Gebühr, die Ihre Bank als eigenen Umsatz bucht, zählt einmal, unter Gebühren.',
  'statements.doubt.unknownFees':
    'Gebühren ohne Betrag: {count}. Die Bank hat ihre Höhe nicht genannt, daher können die Salden um sie abweichen.',
  'statements.doubt.unreadable':
    'Nicht lesbare Umsätze (Richtung oder Betrag): {count}. Sie sind nicht in den Salden enthalten.',
  'statements.doubt.undated':
    'Umsätze ohne Datum: {count}. Sie ließen sich zeitlich nicht einordnen und sind nicht in den Salden enthalten.',

  'statements.bank.ask': 'Die Bank nach ihrem Kontoauszug fragen',
  'statements.bank.askHint':
    'Sendet Ihrer Bank eine Anfrage nach ihrem eigenen Kontoauszug für diesen Zeitraum. Der Kontoauszug hier wird in jedem Fall aus Ihren Umsätzen erstellt.',
  'statements.bank.asking':
    'Ihre Bank wird nach ihrem eigenen Kontoauszug für diesen Zeitraum gefragt…',
  'statements.bank.absent':
    'Ihre Bank bietet Kontoauszüge nicht über die App an, daher wurde dieser aus Ihren Umsätzen erstellt.',
  'statements.bank.accepted':
    'Ihre Bank hat eine Anfrage nach ihrem eigenen Kontoauszug für diesen Zeitraum angenommen und erstellt ihn bei sich. Der Kontoauszug hier wurde aus Ihren Umsätzen erstellt.',
  'statements.bank.document':
    'Ihre Bank hat ihren eigenen Kontoauszug für diesen Zeitraum erstellt.',
  'statements.bank.documentLink': 'Kontoauszug Ihrer Bank öffnen',
  'statements.bank.figures':
    'Die eigenen Zahlen Ihrer Bank für diesen Zeitraum: Anfangssaldo {opening}, Endsaldo {closing}.',
  'statements.bank.figuresAgree': 'Sie stimmen mit dem Kontoauszug hier überein.',
  'statements.bank.figuresDiffer':
    'Sie weichen vom Kontoauszug hier ab, der aus Ihren Umsätzen erstellt wurde. Fragen Sie im Zweifel Ihre Bank.',
  'statements.bank.unusable':
    'Ihre Bank hat auf die Anfrage nach ihrem Kontoauszug so geantwortet, dass diese App es nicht lesen kann, daher wurde dieser aus Ihren Umsätzen erstellt.',
  'statements.bank.failed':
    'Der eigene Kontoauszug Ihrer Bank konnte gerade nicht angefragt werden ({reason}), daher wurde dieser aus Ihren Umsätzen erstellt.',
} satisfies Record<keyof typeof statementsEn, string>;
