import type { en } from './messages-en';

/**
 * German texts of the shell (sign-in, navigation, errors, titles). Same keys
 * and `{placeholders}` as the English shell; a missing or extra key is a type
 * error. Loaded only when German is the active language.
 */
export const de = {
  'app.name': 'Mock Bank',
  'app.skipToContent': 'Zum Hauptinhalt springen',
  'app.loading': 'Wird geladen …',
  'app.retry': 'Erneut versuchen',

  'nav.label': 'Hauptnavigation',
  'nav.tabs': 'Navigationsleiste',
  'nav.home': 'Start',
  'nav.more': 'Mehr',
  'nav.closeMore': 'Menü schließen',
  'nav.profile': 'Profil',
  'nav.accounts': 'Konten',
  'nav.transfers': 'Überweisen',
  'nav.history': 'Umsätze',
  'nav.companies': 'Unternehmen',
  'nav.crypto': 'Krypto',
  'nav.signOut': 'Abmelden',
  'nav.signedInAs': 'Angemeldet als {name}',
  'nav.menu': 'Menü',

  'config.title': 'Die App ist nicht eingerichtet',
  'config.body':
    'Die Konfigurationsdatei /config.json fehlt oder ist ungültig, daher kann die App nicht starten. Eine Administratorin oder ein Administrator muss das beheben.',
  'config.problems': 'Gefundene Probleme',

  'auth.signingIn': 'Sie werden angemeldet …',
  'auth.signingInBody': 'Sie werden zur Anmeldeseite weitergeleitet.',
  'auth.completing': 'Anmeldung wird abgeschlossen …',
  'auth.signingOut': 'Sie werden abgemeldet …',
  'auth.callbackFailed': 'Die Anmeldung konnte nicht abgeschlossen werden',
  'auth.callbackFailedBody':
    'Die Antwort der Anmeldung war ungültig oder ist abgelaufen. Bitte melden Sie sich erneut an.',
  'auth.signIn': 'Anmelden',
  'auth.signInAgain': 'Erneut anmelden',
  'auth.signedOutTitle': 'Sie haben sich abgemeldet',
  'auth.signedOutBody':
    'Ihre Sitzung ist beendet, und die Daten dieser Sitzung wurden aus diesem Tab gelöscht.',
  'auth.sessionEnded': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  'auth.signedOutIdleMinutes':
    'Sie wurden nach {minutes} Minuten ohne Aktivität abgemeldet, um Ihr Konto zu schützen.',
  'auth.signedOutIdleOneMinute':
    'Sie wurden nach 1 Minute ohne Aktivität abgemeldet, um Ihr Konto zu schützen.',
  'auth.signedOutIdleSeconds':
    'Sie wurden nach {seconds} Sekunden ohne Aktivität abgemeldet, um Ihr Konto zu schützen.',

  'idle.title': 'Sind Sie noch da?',
  'idle.body':
    'Zu Ihrer Sicherheit werden Sie in {seconds} Sekunden abgemeldet, wenn Sie nicht fortfahren.',
  'idle.stay': 'Angemeldet bleiben',
  'idle.signOut': 'Jetzt abmelden',

  'toast.close': 'Meldung schließen',

  'error.title': 'Da ist etwas schiefgelaufen',
  'error.unexpected': 'Ein unerwarteter Fehler hat diese Seite angehalten. Ihre Daten sind sicher.',
  'error.network':
    'Die Bank ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'error.server':
    'Bei der Bank ist ein Problem aufgetreten. Bitte versuchen Sie es in ein paar Minuten erneut und wenden Sie sich an den Kundenservice der Bank, wenn es weiterhin passiert.',
  'error.shape': 'Die Antwort der Bank kann diese App nicht verarbeiten.',
  'error.unauthorized': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  'error.forbidden': 'Dazu sind Sie nicht berechtigt.',
  'error.notFound': 'Das wurde nicht gefunden.',
  'error.badRequest': 'Die Bank konnte diese Anfrage nicht annehmen.',
  'error.withMessage': 'Meldung der Bank: {message}',
  'error.reload': 'Seite neu laden',
  'support.details': 'Angaben für den Kundenservice',
  'support.detailsHint': 'Die eigenen Referenzen der Bank, falls der Kundenservice danach fragt.',
  'supportContact.label': 'Kontakt zu {name}',
  'supportContact.intro': 'Brauchen Sie Hilfe? So erreichen Sie {name}:',
  'supportContact.email': 'E-Mail',
  'supportContact.phone': 'Telefon',
  'supportContact.hours': 'Servicezeiten',
  'legal.termsLink': 'Bedingungen von {title} lesen (öffnet in einem neuen Tab)',

  'notFound.title': 'Seite nicht gefunden',
  'notFound.body': 'Unter dieser Adresse gibt es keine Seite.',
  'notFound.home': 'Zu Ihrem Profil',

  'title.home': 'Startseite',
  'title.profile': 'Ihr Profil',
  'title.onboarding': 'Ihre Angaben',
  'title.onboardingContract': 'Vertrag wählen',
  'title.onboardingVerification': 'Identitätsprüfung',
  'title.openAccount': 'Konto eröffnen',
  'title.accounts': 'Konten',
  'title.account': 'Konto',
  'title.statements': 'Kontoauszüge',
  'title.transfers': 'Geld senden',
  'title.history': 'Umsätze',
  'title.transaction': 'Umsatz',
  'title.companies': 'Unternehmen',
  'title.companyVerification': 'Unternehmensprüfung',
  'title.companyContract': 'Vertrag des Unternehmens',
  'title.companyEmail': 'E-Mail des Unternehmens',
  'title.crypto': 'Kryptomarkt',
  'title.cryptoTrade': 'Krypto kaufen oder verkaufen',
  'title.cryptoOrders': 'Krypto-Aufträge',
  'title.cryptoOrder': 'Krypto-Auftrag',
  'title.cryptoWallets': 'Krypto-Wallets',
  'title.signingIn': 'Anmeldung',
  'title.signingOut': 'Abmeldung',
  'title.signedOut': 'Abgemeldet',
  'title.notFound': 'Seite nicht gefunden',
} satisfies Record<keyof typeof en, string>;
