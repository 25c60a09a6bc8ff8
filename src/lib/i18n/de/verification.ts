import type { verificationEn } from '../en/verification';

/** German texts of the verification area (same keys and placeholders as ../en/verification.ts). */
export const verificationDe = {
  'verification.title': 'Bestätigen Sie Ihre Identität',
  'verification.intro':
    'Bevor wir ein Konto für Sie eröffnen, müssen wir gesetzlich prüfen, wer Sie sind. Das geschieht einmalig über unseren Partner für die Identitätsprüfung.',

  'verification.unconfirmed.title': 'Identitätsprüfung starten',
  'verification.unconfirmed.body':
    'Halten Sie ein Ausweisdokument bereit: Reisepass, Personalausweis oder Führerschein. Sie fotografieren das Dokument und sich selbst. Das dauert meist etwa 5 Minuten.',

  'verification.pending.title': 'Wir prüfen Ihre Unterlagen',
  'verification.pending.body':
    'Das dauert meist nur wenige Minuten. Diese Seite aktualisiert sich selbst – Sie können hier warten oder später wiederkommen.',
  'verification.pending.progress': 'Ihre Identität wird geprüft …',
  'verification.pending.checkNow': 'Status jetzt prüfen',
  'verification.pending.checking': 'Wird geprüft …',

  'verification.confirmed.title': 'Ihre Identität ist bestätigt',
  'verification.confirmed.body':
    'Vielen Dank. Sie können jetzt mit der Kontoeröffnung weitermachen.',
  'verification.confirmed.continue': 'Weiter',

  'verification.other.title': 'Ihre Identitätsprüfung ist nicht abgeschlossen',
  'verification.other.body':
    'Die Bank meldet für Ihre Identitätsprüfung den Status „{status}“. Sobald sie Ihre Identität bestätigt hat, können Sie Konten eröffnen und Geld überweisen. Bitte wenden Sie sich an den Kundenservice der Bank, wenn Sie nicht wissen, was sie von Ihnen benötigt.',
  'verification.rejected.title': 'Wir konnten Ihre Identität nicht bestätigen',
  'verification.rejected.body':
    'Unser Partner für die Identitätsprüfung konnte Ihre Unterlagen nicht akzeptieren. Daher können wir derzeit kein Konto für Sie eröffnen.',
  'verification.rejected.nextTitle': 'Was Sie tun können',
  'verification.rejected.contactSupport':
    'Wenden Sie sich an unseren Kundenservice und teilen Sie mit, dass Ihre Identitätsprüfung abgelehnt wurde. Dort erfahren Sie den Grund.',
  'verification.rejected.submitAgain':
    'Ist ein neuer Versuch möglich, öffnet der Kundenservice Ihre Prüfung erneut. Diese Seite bittet Sie dann um neue Unterlagen.',

  'verification.resubmission.title': 'Wir benötigen neue Unterlagen',
  'verification.resubmission.body':
    'Einige Ihrer Unterlagen konnten nicht akzeptiert werden, zum Beispiel weil ein Foto unscharf oder ein Dokument abgelaufen war. Bitte senden Sie sie erneut.',

  'verification.noClient.title': 'Legen Sie zuerst Ihr Profil an',
  'verification.noClient.body':
    'Für Sie gibt es noch kein Kundenprofil. Die Identitätsprüfung beginnt, sobald Ihr Profil angelegt ist.',
  'verification.noClient.link': 'Profil anlegen',

  'verification.noContract.title': 'Schließen Sie zuerst einen Vertrag ab',
  'verification.noContract.body':
    'Die Identitätsprüfung folgt auf den Vertragsschritt, und Sie haben noch keinen Vertrag abgeschlossen.',
  'verification.contractNotAcceptable.title': 'Ihr Vertrag muss zuerst geändert werden',
  'verification.contractNotAcceptable.body':
    'Der Vertrag in Ihrem Profil wird neuen Kunden nicht mehr angeboten, daher kann die Identitätsprüfung nicht starten. Wählen Sie zuerst einen Vertrag und schließen Sie ihn ab.',
  'verification.contract.link': 'Zum Vertragsschritt',

  'verification.tokenError.title': 'Die Identitätsprüfung konnte nicht gestartet werden',
  'verification.widgetError.title': 'Die Identitätsprüfung wurde unterbrochen',
  'verification.widgetError.body':
    'Das Prüfungsfenster hat ein Problem gemeldet. Versuchen Sie es erneut – Ihr Fortschritt bei unserem Partner bleibt erhalten.',
  'verification.widgetLoading': 'Identitätsprüfung wird geladen …',

  'verification.mock.title': 'Prüfungspartner (Testersatz)',
  'verification.mock.body':
    'Diese Testumgebung ersetzt den echten Partner für die Identitätsprüfung: Es werden keine Unterlagen hochgeladen. Wählen Sie das Ergebnis, das der Partner liefern soll.',
  'verification.mock.outcome': 'Zu simulierendes Ergebnis',
  'verification.mock.confirmed': 'Bestätigt',
  'verification.mock.rejected': 'Abgelehnt',
  'verification.mock.resubmission': 'Weitere Unterlagen nötig',
  'verification.mock.submit': 'Unterlagen senden',
  'verification.mock.submitting': 'Wird gesendet …',
} satisfies Record<keyof typeof verificationEn, string>;
