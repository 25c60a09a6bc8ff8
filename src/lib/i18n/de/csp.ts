import type { cspEn } from '../en/csp';

/** German texts of a sign-in the page's CSP stopped (same keys and placeholders as ../en/csp.ts). */
export const cspDe = {
  'csp.callbackRefusedBody':
    'Die Sicherheitseinstellungen dieser Website haben die Anmeldung daran gehindert, eine nötige Adresse zu erreichen. Mit Ihrem Konto ist alles in Ordnung: Die Bank muss die Einstellungen korrigieren.',
  'csp.requestRefusedBody':
    'Die Sicherheitseinstellungen dieser Website haben die App daran gehindert, eine benötigte Adresse zu erreichen. Mit Ihrem Konto ist alles in Ordnung: Die Bank muss die Einstellungen korrigieren.',
  'csp.forOperators': 'Für die Betreiber der Website',
  'csp.refusal': 'Die Content-Security-Policy-Direktive {directive} hat {address} abgelehnt.',
  'csp.howToFix': '{doc} beschreibt, wie sie erlaubt wird: {command}',
} satisfies Record<keyof typeof cspEn, string>;
