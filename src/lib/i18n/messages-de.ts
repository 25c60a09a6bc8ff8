import type { en } from './messages-en';

/**
 * German texts of the shell (sign-in, navigation, errors, profile). Same keys
 * and `{placeholders}` as the English shell; a missing or extra key is a type
 * error. Loaded only when German is the active language.
 */
export const de = {
  'app.name': 'Mock Bank',
  'app.skipToContent': 'Zum Hauptinhalt springen',
  'app.loading': 'Wird geladen …',
  'app.retry': 'Erneut versuchen',

  'nav.label': 'Hauptnavigation',
  'nav.profile': 'Profil',
  'nav.accounts': 'Konten',
  'nav.transfers': 'Überweisungen',
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

  'idle.title': 'Sind Sie noch da?',
  'idle.body':
    'Zu Ihrer Sicherheit werden Sie in {seconds} Sekunden abgemeldet, wenn Sie nicht fortfahren.',
  'idle.stay': 'Angemeldet bleiben',
  'idle.signOut': 'Jetzt abmelden',

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

  'notFound.title': 'Seite nicht gefunden',
  'notFound.body': 'Unter dieser Adresse gibt es keine Seite.',
  'notFound.home': 'Zu Ihrem Profil',

  'profile.title': 'Ihr Profil',
  'profile.personal': 'Persönliche Angaben',
  'profile.name': 'Vorname',
  'profile.surname': 'Nachname',
  'profile.nationality': 'Staatsangehörigkeit',
  'profile.birthday': 'Geburtsdatum',
  'profile.phone': 'Telefon',
  'profile.address': 'Adresse',
  'profile.status': 'Status',
  'profile.adm': 'Kontostatus',
  'profile.kyc': 'Identitätsprüfung',
  'profile.contract': 'Vertrag',
  'profile.contractMissing': 'Ein Vertrag, der nicht mehr angeboten wird',
  'profile.contractUnnamed': 'Ein Vertrag ohne Namen',
  'profile.contractFailed': 'Sein Name konnte gerade nicht geladen werden',
  'profile.contractId': 'Vertragsreferenz',
  'profile.notProvided': 'Nicht angegeben',
  'profile.noClientTitle': 'Sie haben noch kein Kundenprofil',
  'profile.noClientBody': 'Legen Sie Ihr Kundenprofil an, um ein Konto zu eröffnen.',
  'profile.startOnboarding': 'Kontoeröffnung starten',
  'profile.termsVersion': 'Von Ihnen akzeptierte Bedingungen',
  'profile.termsOf': 'Bedingungen vom {date}',
  'profile.termsNamed': 'Bedingungen, Version {version}',
  'profile.termsVersionId': 'Version der Bedingungen',
  'profile.termsAcceptedAt': 'Akzeptiert am',
  'profile.changePhone': 'Telefonnummer ändern',
  'profile.newPhone': 'Neue Telefonnummer',
  'profile.savePhone': 'Telefonnummer speichern',
  'profile.cancel': 'Abbrechen',
  'profile.phoneSaved': 'Ihre Telefonnummer wurde geändert.',

  'adm.adm:active': 'Aktiv',
  'adm.adm:blocked': 'Gesperrt',
  'adm.adm:suspended': 'Vorübergehend gesperrt',
  'kyc.kyc:unconfirmed': 'Nicht geprüft',
  'kyc.kyc:confirmed': 'Geprüft',
  'kyc.kyc:pending': 'Prüfung läuft',
  'kyc.kyc:rejected': 'Prüfung abgelehnt',
  'kyc.kyc:resubmission': 'Weitere Unterlagen nötig',
} satisfies Record<keyof typeof en, string>;
