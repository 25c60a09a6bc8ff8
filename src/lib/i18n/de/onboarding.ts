import type { onboardingEn } from '../en/onboarding';

/** German texts of the onboarding area (same keys and placeholders as ../en/onboarding.ts). */
export const onboardingDe = {
  'onboarding.title': 'Ihr Konto eröffnen',
  'onboarding.intro':
    'Nur wenige Schritte, dann ist Ihr Konto bereit. Sie können jederzeit unterbrechen und später weitermachen.',
  'onboarding.stepsLabel': 'Schritte der Kontoeröffnung',
  'onboarding.step.profile': 'Ihre Angaben',
  'onboarding.step.contract': 'Ihr Vertrag',
  'onboarding.step.verification': 'Identitätsprüfung',
  'onboarding.step.account': 'Ihr erstes Konto',
  'onboarding.account.opening': 'Ihr erstes Konto wird eröffnet …',
  'onboarding.progress.done': 'erledigt',
  'onboarding.progress.current': 'aktueller Schritt',
  'onboarding.progress.next': 'offen',
  'onboarding.stepOf': 'Schritt {number} von {total}: {name}',
  'onboarding.done': 'Alles erledigt',
  'onboarding.doneBody': 'Ihr Konto ist eröffnet.',
  'onboarding.goToAccounts': 'Zu Ihren Konten',

  'onboarding.profile.title': 'Erzählen Sie uns von sich',
  'onboarding.profile.intro':
    'Wir benötigen diese Angaben, um Ihr Kundenprofil anzulegen. Sie müssen mit Ihrem Ausweisdokument übereinstimmen.',
  'onboarding.profile.name': 'Vorname',
  'onboarding.profile.nameHint': 'Bis zu {max} Zeichen.',
  'onboarding.profile.surname': 'Nachname',
  'onboarding.profile.surnameHint': 'Bis zu {max} Zeichen.',
  'onboarding.profile.nationality': 'Staatsangehörigkeit',
  'onboarding.profile.nationalityHint':
    'Geben Sie die ersten Buchstaben des Landes ein und wählen Sie es aus der Liste.',
  'onboarding.profile.birthday': 'Geburtsdatum',
  'onboarding.profile.birthdayHint': 'Sie müssen mindestens {age} Jahre alt sein.',
  'onboarding.profile.phone': 'Mobilnummer',
  'onboarding.profile.submit': 'Profil anlegen',
  'onboarding.profile.submitting': 'Ihr Profil wird angelegt …',
  'onboarding.profile.errorSummary': 'Bitte prüfen Sie Ihre Angaben',
  'onboarding.profile.alreadyCreated':
    'Sie haben bereits ein Kundenprofil. Machen Sie mit dem nächsten Schritt weiter.',
  'onboarding.profile.invalidPayload':
    'Die Bank konnte diese Angaben nicht annehmen. Bitte prüfen Sie jede Angabe und versuchen Sie es erneut.',

  'onboarding.validation.nationalityUnknown':
    'Wählen Sie eine Staatsangehörigkeit aus der Länderliste',
  'onboarding.validation.birthdayFuture': 'Geben Sie ein Geburtsdatum in der Vergangenheit ein',
  'onboarding.validation.birthdayUnderAge':
    'Sie müssen mindestens {age} Jahre alt sein, um ein Konto zu eröffnen',
  'onboarding.validation.phoneInvalid':
    'Geben Sie eine gültige Mobilnummer im internationalen Format ein, z. B. +49 151 12345678',
} satisfies Record<keyof typeof onboardingEn, string>;
