import type { homeSetupEn } from '../en/home-setup';

/** German texts of a home still being set up (same keys and placeholders as ../en/home-setup.ts). */
export const homeSetupDe = {
  'home.progress.title': 'Einrichtung abschließen',
  'home.progress.body': '{done} von {total} Schritten erledigt. Als Nächstes: {step}.',
  'home.progress.action.profile': 'Ihre Angaben machen',
  'home.progress.action.contract': 'Ihren Vertrag wählen',
  'home.progress.action.verification': 'Ihre Identität bestätigen',
  'home.progress.action.account': 'Ihr erstes Konto eröffnen',
  'home.progress.identityPending':
    'Die Bank prüft Ihre Identität. Sie können weitermachen, sobald sie sie bestätigt hat.',
  'home.progress.identityPendingAction': 'Ihre Identitätsprüfung ansehen',
  'home.progress.identityResubmission':
    'Die Bank braucht einige Ihrer Ausweisdokumente noch einmal.',
  'home.progress.identityRejected':
    'Die Bank konnte Ihre Identität nicht bestätigen. Sie können daher keine Konten eröffnen und kein Geld bewegen.',
  'home.progress.identityRejectedAction': 'Ansehen, was Sie tun können',
  'home.admin.body': 'Sie haben noch kein persönliches Konto.',
  'home.admin.companies': 'Zu Ihren Unternehmen',
  'home.admin.openOwn': 'Persönliches Konto eröffnen',
} satisfies Record<keyof typeof homeSetupEn, string>;
