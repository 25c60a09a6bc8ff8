import type { receiptEn } from '../en/receipt';

/** German texts of a payment's receipt (see en/receipt.ts). */
export const receiptDe = {
  'receipt.title': 'Zahlungsbeleg',
  'receipt.paidTo': 'Bezahlt an',
  'receipt.paidBy': 'Bezahlt von',
  'receipt.from': 'Von',
  'receipt.to': 'An',
  'receipt.fromAccount': 'Von Ihrem Konto',
  'receipt.intoAccount': 'Auf Ihr Konto',
  'receipt.unknownParty': 'Kein Name angegeben',
  'receipt.ibanEnding': 'IBAN endet auf {last4}',
  'receipt.ukAccountEnding': 'Konto endet auf {last4}',
  'receipt.ukAccountEndingSortCode': 'Konto endet auf {last4}, Sort Code {sortCode}',
  'receipt.amount': 'Betrag',
  'receipt.fee': 'Berechnete Gebühr',
  'receipt.noFee': 'Keine Gebühr',
  'receipt.feeApplied': 'Es fiel eine Gebühr an; die Bank hat nicht gesagt, wie hoch',
  'receipt.feeMax': 'Der höhere Wert von {flat} und {percentage} des Betrags',
  'receipt.feeFlat': 'Eine feste Gebühr von {flat}',
  'receipt.feePercent': '{percentage} des Betrags',
  'receipt.feeParts': 'Aus einem festen Teil von {flat} und {percentage} des Betrags',
  'receipt.totalOut': 'Insgesamt von Ihrem Konto abgegangen',
  'receipt.total': 'Gesamt',
  'receipt.reference': 'Verwendungszweck',
  'receipt.noReference': 'Kein Verwendungszweck',
  'receipt.date': 'Datum und Uhrzeit',
  'receipt.updated': 'Letzte Änderung',
  'receipt.method': 'Gesendet per',
  'receipt.method.sepa': 'SEPA-Überweisung',
  'receipt.method.faster_payments': 'UK Faster Payments',
  'receipt.method.internal': 'Überweisung innerhalb der Bank',
  'receipt.feeRow.title': 'Gebührenbeleg',
  'receipt.feeRow.chargedBy': 'Berechnet von',
  'receipt.feeRow.yourBank': 'Ihrer Bank',
  'receipt.feeRow.what': 'Art',
  'receipt.feeRow.value': 'Eine Gebühr Ihrer Bank, als eigener Umsatz gebucht',
  'receipt.feeRow.onPayment': 'Für eine Zahlung über {amount}',
  'receipt.feeRow.method': 'Zahlung gesendet per',
  'receipt.status': 'Status',

  'receipt.progress': 'Wo diese Zahlung steht',
  'receipt.stop.sent': 'Gesendet',
  'receipt.stop.processing': 'In Bearbeitung',
  'receipt.stop.onHold': 'Angehalten',
  'receipt.stop.completed': 'Ausgeführt',
  'receipt.stop.rejected': 'Abgelehnt',
  'receipt.stop.done': 'erledigt',
  'receipt.stop.current': 'jetzt',
  'receipt.stop.next': 'folgt',
  'receipt.watching': 'Diese Seite aktualisiert sich selbst, solange die Zahlung unterwegs ist.',

  'receipt.meaning.pending.in': 'Die Bank bearbeitet diese Zahlung an Sie.',
  'receipt.meaning.pending.out': 'Die Bank bearbeitet diese Zahlung.',
  'receipt.next.pending.in':
    'Das Geld ist verfügbar, sobald die Zahlung abgeschlossen ist. Sie müssen nichts tun.',
  'receipt.next.pending.out':
    'Das Geld ist von Ihrem verfügbaren Guthaben zurückgelegt und geht ab, sobald die Zahlung abgeschlossen ist. Sie müssen nichts tun.',
  'receipt.meaning.on_hold_provider.in':
    'Der Zahlungsdienstleister prüft diese Zahlung, bevor sie abgeschlossen wird.',
  'receipt.meaning.on_hold_provider.out':
    'Der Zahlungsdienstleister prüft diese Zahlung, bevor sie weitergeleitet wird.',
  'receipt.next.on_hold_provider.in':
    'Prüfungen dauern meist bis zu einigen Werktagen. Das Geld ist verfügbar, sobald sie abgeschlossen sind.',
  'receipt.next.on_hold_provider.out':
    'Prüfungen dauern meist bis zu einigen Werktagen; so lange bleibt das Geld zurückgelegt. Die Bank meldet sich, wenn sie etwas braucht.',
  'receipt.meaning.completed.in': 'Das Geld ist auf Ihrem Konto eingegangen.',
  'receipt.meaning.completed.out': 'Das Geld hat Ihr Konto verlassen.',
  'receipt.next.completed': 'Mit dieser Zahlung geschieht nichts mehr.',
  'receipt.meaning.rejected.in':
    'Diese Zahlung ist nicht durchgegangen: Es ist kein Geld eingegangen.',
  'receipt.meaning.rejected.out':
    'Diese Zahlung ist nicht durchgegangen: Es ist kein Geld abgegangen.',
  'receipt.next.rejected.in':
    'Wenn Sie dieses Geld erwartet haben, bitten Sie den Absender, erneut zu zahlen.',
  'receipt.next.rejected.out':
    'Dafür zurückgelegtes Geld ist wieder in Ihrem verfügbaren Guthaben. Sie können es erneut senden.',
  'receipt.meaning.unknown':
    'Die Bank hat dieser Zahlung einen Status gegeben, den diese App nicht kennt.',

  'receipt.actions': 'Diesen Beleg aufbewahren',
  'receipt.print': 'Beleg herunterladen',
  'receipt.printHint':
    'Das Druckfenster Ihres Browsers öffnet sich: Wählen Sie „Als PDF speichern“, um eine Datei zu behalten.',
  'receipt.copy': 'Angaben kopieren',
  'receipt.copied': 'Angaben des Belegs kopiert',
  'receipt.copyFailed':
    'Kopieren ist hier nicht möglich. Markieren Sie den Text und kopieren Sie ihn selbst.',
  'receipt.share': 'Teilen',
  'receipt.shareFailed': 'Teilen hat nicht funktioniert. Kopieren Sie stattdessen die Angaben.',

  'receipt.bankDetails': 'Bankverbindungen beider Seiten',
  'receipt.technical': 'Technische Angaben',
  'receipt.technicalHint':
    'Nennen Sie diese dem Support der Bank, wenn Sie eine Frage zu dieser Zahlung haben.',

  'receipt.reading': 'Der Beleg wird gelesen …',
  'receipt.awaiting':
    'Die Bank hat Ihre Zahlung über {amount} angenommen. Ihr Beleg erscheint hier, sobald die Bank die Zahlung aufführt.',
  'receipt.readFailed':
    'Ihre Zahlung wurde gesendet, aber ihr Beleg konnte gerade nicht gelesen werden. Sie finden ihn in Ihren Umsätzen.',
  'receipt.tryAgain': 'Erneut versuchen',
  'receipt.feeWasQuoted':
    'Die vor dem Senden gezeigte Gebühr von {fee} ergibt sich aus den Regeln Ihres Vertrags. Die Bank hat die berechnete Gebühr noch nicht verbucht.',
  'receipt.feeWasEstimate':
    'Die vor dem Senden gezeigte Gebühr von {fee} war eine Schätzung. Die Bank hat die berechnete Gebühr noch nicht verbucht.',
  'receipt.feeWasNotKnown':
    'Die Gebühr war vor dem Senden nicht bekannt. Die Bank hat die berechnete Gebühr noch nicht verbucht.',
} satisfies Record<keyof typeof receiptEn, string>;
