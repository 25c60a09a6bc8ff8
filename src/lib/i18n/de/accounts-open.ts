import type { accountsOpenEn } from '../en/accounts-open';

/** German texts of opening an account (same keys and placeholders as ../en/accounts-open.ts). */
export const accountsOpenDe = {
  'accounts.open.title': 'Konto eröffnen',
  'accounts.open.companyTitle': 'Konto für {name} eröffnen',
  'accounts.open.companyIntro':
    'Geben Sie dem Konto einen Namen und wählen Sie die Währung. Ihr Vertrag legt fest, wie viele Konten {name} je Währung haben kann.',
  'accounts.open.companyBlocked':
    'Laut Bank erlaubt der Status des Unternehmens noch keine Kontoeröffnung – meist, weil die Unternehmensprüfung oder der Vertrag noch nicht abgeschlossen ist. Sehen Sie nach, was dem Unternehmen noch fehlt, und versuchen Sie es dann erneut.',
  'accounts.open.companyNotFound':
    'Die Bank konnte dieses Unternehmen nicht unter Ihren Unternehmen finden. Wählen Sie das Unternehmen erneut unter Ihren Unternehmen aus und versuchen Sie es noch einmal.',
  'accounts.open.intro':
    'Geben Sie dem Konto einen Namen und wählen Sie die Währung. Ihr Vertrag legt fest, wie viele Konten Sie je Währung haben können.',
  'accounts.open.name': 'Kontoname',
  'accounts.open.nameHint': 'Bis zu {max} Zeichen, zum Beispiel Urlaub',
  'accounts.open.currency': 'Währung',
  'accounts.open.currencyAvailable': '{currency} – noch {remaining} von {allowed} frei',
  'accounts.open.currencyUnavailable': '{currency} – keines mehr frei',
  'accounts.open.currencyUsedUp':
    'Nicht verfügbar: Ihr Vertrag erlaubt {allowed} und Sie haben bereits {used}.',
  'accounts.open.submit': 'Konto eröffnen',
  'accounts.open.submitting': 'Wird eröffnet …',
  'accounts.open.errorSummary': 'Bitte prüfen Sie Ihre Angaben',
  'accounts.open.opening': 'Ihr Konto wird eröffnet …',
  'accounts.open.slow': 'Ihr Konto wird gerade eröffnet und erscheint in Kürze bei Ihren Konten',
  'accounts.open.goToAccounts': 'Zu Ihren Konten',
  'accounts.open.quotaOver':
    'In dieser Währung können Sie kein weiteres Konto eröffnen: Das Limit Ihres Vertrags ist erreicht. Wählen Sie eine andere Währung.',
  'accounts.open.noContract':
    'Sie müssen einen Vertrag abschließen, bevor Sie ein Konto eröffnen können.',
  'accounts.open.noClient': 'Legen Sie Ihr Kundenprofil an, bevor Sie ein Konto eröffnen.',
  'accounts.open.invalidPayload':
    'Die Bank konnte diese Angaben nicht annehmen. Bitte prüfen Sie sie und versuchen Sie es erneut.',
  'accounts.open.unknownOutcome':
    'Wir konnten nicht bestätigen, ob Ihr Konto eröffnet wurde. Prüfen Sie Ihre Konten, bevor Sie es erneut versuchen.',
  'accounts.open.noneLeftTitle': 'Sie können kein weiteres Konto eröffnen',
  'accounts.open.noneLeftBody': 'Sie haben bereits alle Konten, die Ihr Vertrag erlaubt.',
  'accounts.open.limitsUnknown':
    'Die Kontolimits Ihres Vertrags konnten nicht gelesen werden. Die Bank prüft sie daher bei der Kontoeröffnung.',
  'accounts.open.currencyCodeHint': 'Drei Großbuchstaben, zum Beispiel EUR',
} satisfies Record<keyof typeof accountsOpenEn, string>;
