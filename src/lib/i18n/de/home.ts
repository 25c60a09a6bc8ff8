import type { homeEn } from '../en/home';

/** German texts of the home screen (same keys and placeholders as ../en/home.ts). */
export const homeDe = {
  'home.title': 'Startseite',
  'home.greeting': 'Hallo, {name}',
  'home.companyTitle': '{name} im Überblick',
  'home.loading': 'Ihre Übersicht wird geladen …',

  'home.totals.title': 'Jetzt verfügbar',
  'home.totals.companyTitle': 'Jetzt verfügbar für {name}',
  'home.totals.accounts.one': 'auf {count} Konto',
  'home.totals.accounts.other': 'auf {count} Konten',
  'home.totals.without.one':
    '{count} Konto nicht mitgezählt: Sein Kontostand konnte nicht gelesen werden.',
  'home.totals.without.other':
    '{count} Konten nicht mitgezählt: Ihre Kontostände konnten nicht gelesen werden.',
  'home.totals.none': 'Ihr Geld erscheint hier, sobald ein Konto eröffnet ist.',
  'home.totals.failed': 'Ihre Kontostände konnten gerade nicht geladen werden.',
  'home.totals.cryptoApart':
    'Krypto-Bestände sind in diesen Summen nicht enthalten; sie stehen gesondert.',

  'home.actions.label': 'Schnellzugriff',
  'home.actions.addMoney': 'Geld einzahlen',
  'home.actions.send': 'Geld senden',
  'home.actions.open': 'Konto eröffnen',
  'home.actions.history': 'Umsätze ansehen',

  'home.attention.title': 'Braucht Ihre Aufmerksamkeit',
  'home.attention.kyb.text':
    '{name} ist noch nicht verifiziert und kann daher keine Konten eröffnen und kein Geld bewegen.',
  'home.attention.kyb.link': '{name} verifizieren',
  'home.attention.kybPending.text':
    'Die Bank prüft {name}. Bis zu ihrer Antwort ist nichts zu tun.',
  'home.attention.kybPending.link': 'Verifizierung von {name} ansehen',
  'home.attention.kybRejected.text':
    'Die Bank konnte {name} nicht verifizieren. Bitte wenden Sie sich an den Support der Bank.',
  'home.attention.kybRejected.link': 'Verifizierung von {name} ansehen',
  'home.attention.contract.text': '{name} hat noch keinen Vertrag.',
  'home.attention.contract.link': 'Vertrag für {name} wählen',
  'home.attention.email.text': 'Die E-Mail-Adresse von {name} ist noch nicht bestätigt.',
  'home.attention.email.link': 'E-Mail-Adresse von {name} bestätigen',
  'home.attention.initiated.text': '{name} ist noch nicht aktiv.',
  'home.attention.initiated.link': '{name} aktivieren',
  'home.attention.pending.text': 'Die Bank eröffnet {name} noch.',
  'home.attention.pending.link': '{name} ansehen',
  'home.attention.unnamedCompany': 'Ein Unternehmen ohne Namen',

  'home.accounts.title': 'Ihre Konten',
  'home.accounts.companyTitle': 'Konten',
  'home.accounts.all': 'Alle Konten ansehen',
  'home.accounts.empty': 'Noch keine Konten.',
  'home.accounts.untitled': 'Konto in {currency}',
  'home.accounts.available': 'Verfügbar',
  'home.accounts.unknown': 'Kontostand nicht verfügbar',
  'home.accounts.notActive': 'Noch nicht aktiv',
  'home.accounts.opening': 'Wird eröffnet',
  'home.accounts.crypto': 'Krypto-Bestände',

  'home.activity.title': 'Letzte Umsätze',
  'home.activity.caption': 'Ihre {count} neuesten Umsätze über alle Konten',
  'home.activity.all': 'Alle Umsätze ansehen',
  'home.activity.empty': 'Noch keine Umsätze',
  'home.activity.emptyBody': 'Geld, das Sie senden und empfangen, erscheint hier.',
  'home.activity.failed': 'Ihre letzten Umsätze konnten nicht geladen werden',
  'home.activity.loading': 'Ihre letzten Umsätze werden geladen …',
  'home.activity.at': '{account}, {time}',
  'home.activity.notMoved': 'Kein Geld bewegt',
} satisfies Record<keyof typeof homeEn, string>;
