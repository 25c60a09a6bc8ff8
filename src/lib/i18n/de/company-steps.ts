import type { companyStepsEn } from '../en/company-steps';

/** German texts of a company's onboarding steps (same keys and placeholders as ../en/company-steps.ts). */
export const companyStepsDe = {
  'companies.step.back': 'Zurück zu Ihren Unternehmen',
  'companies.step.loading': 'Das Unternehmen wird geladen …',
  'companies.step.loadFailed': 'Das Unternehmen konnte nicht geladen werden',
  'companies.step.notYours.title': 'Dieses Unternehmen gehört nicht zu Ihren',
  'companies.step.notYours.body':
    'Wir konnten dieses Unternehmen nicht unter den Unternehmen finden, die Sie verwalten. Nur die verwaltenden Personen können die Schritte für das Unternehmen erledigen.',
  'companies.step.notYours.link': 'Zu Ihren Unternehmen',
  'companies.step.next': 'Wie es weitergeht',
  'companies.step.errorSummary': 'Bitte prüfen Sie Ihre Angaben',
  'companies.step.ready': 'Es fehlt nichts mehr: {name} ist bereit für Bankgeschäfte.',

  'companies.verify.title': '{name} prüfen lassen',
  'companies.verify.titleAny': 'Unternehmen prüfen lassen',
  'companies.verify.intro':
    'Bevor ein Unternehmen Bankgeschäfte mit uns tätigt, müssen wir es gesetzlich prüfen: seine Registrierung, seine Adresse und wer es besitzt und leitet. Das geschieht einmalig über unseren Partner für die Prüfung.',
  'companies.verify.initiated.title': 'Unternehmensprüfung für {name} starten',
  'companies.verify.initiated.body':
    'Halten Sie die Registrierungsunterlagen des Unternehmens bereit (Gründungsurkunde, Gesellschaftsvertrag, einen aktuellen Adressnachweis) sowie die Ausweisdokumente der Geschäftsführer und Eigentümer. Das dauert meist etwa 10 Minuten.',
  'companies.verify.resubmission.title': 'Wir benötigen neue Unterlagen für {name}',
  'companies.verify.resubmission.body':
    'Einige Unterlagen des Unternehmens konnten nicht akzeptiert werden, zum Beispiel weil eine Seite fehlte oder ein Dokument abgelaufen war. Bitte senden Sie sie erneut.',
  'companies.verify.pending.title': 'Wir prüfen die Unterlagen für {name}',
  'companies.verify.pending.body':
    'Das dauert meist nur wenige Minuten, manchmal bis zu zwei Werktage. Solange diese Seite geöffnet ist, aktualisiert sie sich selbst – Sie können hier warten oder später wiederkommen.',
  'companies.verify.checkNow': 'Status jetzt prüfen',
  'companies.verify.checking': 'Wird geprüft …',
  'companies.verify.confirmed.title': '{name} ist geprüft',
  'companies.verify.confirmed.body': 'Die Unternehmensprüfung ist abgeschlossen.',
  'companies.verify.rejected.title': 'Wir konnten {name} nicht prüfen',
  'companies.verify.rejected.body':
    'Unser Partner für die Prüfung konnte die Unterlagen des Unternehmens nicht akzeptieren. Daher kann das Unternehmen derzeit keine Bankgeschäfte mit uns tätigen.',
  'companies.verify.rejected.nextTitle': 'Was Sie tun können',
  'companies.verify.rejected.contactSupport':
    'Wenden Sie sich an unseren Kundenservice und teilen Sie mit, dass die Unternehmensprüfung abgelehnt wurde. Dort erfahren Sie den Grund.',
  'companies.verify.rejected.submitAgain':
    'Ist ein neuer Versuch möglich, öffnet der Kundenservice die Prüfung erneut. Diese Seite bittet Sie dann um neue Unterlagen.',
  'companies.verify.other.title': 'Der Stand der Prüfung für {name} ist unklar',
  'companies.verify.other.body':
    'Die Bank hat einen Prüfstatus gemeldet, den diese App nicht kennt. Hier ist vorerst nichts zu tun: Schauen Sie später wieder vorbei oder wenden Sie sich an unseren Kundenservice.',
  'companies.verify.notActive':
    'Der Status des Unternehmens ist „{status}“: Bis unser Kundenservice ihn ändert, kann das Unternehmen seine Konten nicht nutzen – auch nicht nach der Prüfung.',
  'companies.verify.tokenError': 'Die Unternehmensprüfung konnte nicht gestartet werden',

  'companies.contractStep.title': 'Vertrag für {name} wählen',
  'companies.contractStep.titleAny': 'Vertrag für ein Unternehmen wählen',
  'companies.contractStep.intro':
    'Der Vertrag des Unternehmens legt fest, wie viele Konten es eröffnen kann und was seine Überweisungen kosten. Vergleichen Sie die Verträge und wählen Sie einen für {name}.',
  'companies.contractStep.current.title': 'Vertrag von {name}: {title}',
  'companies.contractStep.current.body':
    'Aktueller Vertrag des Unternehmens: {title}. Sie können ihn wechseln – der neue Vertrag ersetzt ihn, sobald er abgeschlossen ist.',
  'companies.contractStep.current.withdrawn': 'ein Vertrag, der nicht mehr angeboten wird',
  'companies.contractStep.current.change': 'Vertrag wechseln',
  'companies.contractStep.review.title': 'Vertrag „{title}“ für {name} abschließen?',
  'companies.contractStep.review.body':
    'Prüfen Sie, was der Vertrag „{title}“ umfasst, bevor Sie ihn im Namen von {name} abschließen.',
  'companies.contractStep.review.terms':
    'Ich akzeptiere die Bedingungen dieses Vertrags im Namen von {name}',
  'companies.contractStep.review.termsRequired':
    'Bestätigen Sie, dass Sie die Bedingungen im Namen des Unternehmens akzeptieren',
  'companies.contractStep.review.accept': 'Vertrag abschließen',
  'companies.contractStep.review.accepting': 'Vertrag wird abgeschlossen …',
  'companies.contractStep.review.back': 'Anderen Vertrag wählen',
  'companies.contractStep.noDocument.title':
    'Dieser Vertrag kann derzeit nicht abgeschlossen werden',
  'companies.contractStep.noDocument.body':
    'Die Bank hat derzeit keine Bedingungen zum Vertrag „{title}“, die sie {name} geben kann. Daher kann der Vertrag nicht abgeschlossen werden. Wählen Sie einen anderen Vertrag oder versuchen Sie es später erneut.',
  'companies.contractStep.failed': 'Der Vertrag konnte nicht abgeschlossen werden',
  'companies.contractStep.unknown':
    'Möglicherweise wurde der Vertrag trotzdem abgeschlossen. Prüfen Sie die Angaben des Unternehmens, bevor Sie es erneut versuchen.',
  'companies.contractStep.unknownLink': 'Zu Ihren Unternehmen',
  'companies.contractStep.done.title': 'Neuer Vertrag für {name}: {title}',

  'companies.emailStep.title': 'E-Mail-Adresse von {name} bestätigen',
  'companies.emailStep.titleAny': 'E-Mail-Adresse eines Unternehmens bestätigen',
  'companies.emailStep.address': 'E-Mail-Adresse des Unternehmens',
  'companies.emailStep.intro':
    'Bei der Registrierung der E-Mail-Adresse des Unternehmens haben wir einen {length}-stelligen Code an sie gesendet. Geben Sie diesen Code ein, um zu bestätigen, dass die Adresse das Unternehmen erreicht. Finden Sie die E-Mail nicht, fordern Sie einen neuen Code an.',
  'companies.emailStep.noEmail.title': 'Für das Unternehmen ist keine E-Mail-Adresse hinterlegt',
  'companies.emailStep.noEmail.body':
    'Wenden Sie sich an unseren Kundenservice, um eine hinzuzufügen. Danach können Sie sie hier bestätigen.',
  'companies.emailStep.code': 'Code aus der E-Mail',
  'companies.emailStep.codeHint': 'Die {length} Ziffern aus der E-Mail, zum Beispiel 123456.',
  'companies.emailStep.submit': 'E-Mail-Adresse bestätigen',
  'companies.emailStep.submitting': 'Code wird geprüft …',
  'companies.emailStep.wrongCode':
    'Dieser Code stimmt nicht. Vergleichen Sie ihn mit unserer neuesten E-Mail oder fordern Sie einen neuen Code an.',
  'companies.emailStep.failed': 'Der Code konnte nicht geprüft werden.',
  'companies.emailStep.resendTitle': 'Keine E-Mail erhalten oder der Code funktioniert nicht?',
  'companies.emailStep.resend': 'Neuen Code senden',
  'companies.emailStep.resending': 'Neuer Code wird gesendet …',
  'companies.emailStep.resent': 'Wir haben einen neuen Code an {email} gesendet.',
  'companies.emailStep.wait': 'Einen neuen Code können Sie in {time} anfordern',
  'companies.emailStep.waitAnnounced':
    'Einen weiteren Code können Sie in {seconds} Sekunden anfordern.',
  'companies.emailStep.canResend': 'Sie können jetzt einen neuen Code anfordern.',
  'companies.emailStep.resendFailed': 'Es konnte kein neuer Code gesendet werden',
  'companies.emailStep.done.title': 'Die E-Mail-Adresse von {name} ist bestätigt',
  'companies.emailStep.done.body': 'Die Bank schreibt dem Unternehmen an {email}.',
} satisfies Record<keyof typeof companyStepsEn, string>;
