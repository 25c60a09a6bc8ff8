import type { standingEn } from '../en/standing';

/**
 * German texts of why an action is not offered (same keys and placeholders as ../en/standing.ts).
 * {name} stands only where the nominative or accusative fits, so the fallback "Ihr Unternehmen"
 * reads right in every sentence.
 */
export const standingDe = {
  'standing.noProfile.title': 'Sie haben noch kein Kundenprofil',
  'standing.noProfile.body':
    'Legen Sie zuerst Ihr Kundenprofil an. Danach können Sie Konten eröffnen und Geld überweisen.',
  'standing.noProfile.link': 'Profil anlegen',
  'standing.blocked.title': 'Ihr Zugang ist gesperrt',
  'standing.blocked.body':
    'Die Bank hat Ihr Kundenprofil gesperrt. Sie können daher keine Konten eröffnen und kein Geld überweisen. Bitte wenden Sie sich an den Kundenservice der Bank, um den Grund und Ihre Möglichkeiten zu erfahren.',
  'standing.blocked.link': 'Zu Ihrem Profil',
  'standing.suspended.title': 'Ihr Zugang ist vorübergehend gesperrt',
  'standing.suspended.body':
    'Die Bank hat Ihr Kundenprofil vorübergehend gesperrt. Sie können daher keine Konten eröffnen und kein Geld überweisen. Bitte wenden Sie sich an den Kundenservice der Bank – Ihr Geld bleibt in der Zwischenzeit sicher.',
  'standing.suspended.link': 'Zu Ihrem Profil',
  'standing.admOther.title': 'Ihr Zugang ist eingeschränkt',
  'standing.admOther.body':
    'Die Bank lässt mit Ihrem Kundenprofil derzeit keine Kontoeröffnungen und Überweisungen zu. Bitte wenden Sie sich an den Kundenservice der Bank, um den Grund und Ihre Möglichkeiten zu erfahren.',
  'standing.admOther.reported': 'Die Bank meldet für Ihr Profil den Status „{status}“.',
  'standing.admOther.link': 'Zu Ihrem Profil',
  'standing.noContract.title': 'Sie haben noch keinen Vertrag',
  'standing.noContract.body':
    'Sie müssen einen Vertrag abschließen, bevor Sie ein Konto eröffnen oder Geld überweisen können.',
  'standing.noContract.link': 'Vertrag wählen',
  'standing.identityNotDone.title': 'Bestätigen Sie zuerst Ihre Identität',
  'standing.identityNotDone.body':
    'Sobald die Bank Ihre Identität bestätigt hat, können Sie Konten eröffnen und Geld überweisen.',
  'standing.identityNotDone.link': 'Identität bestätigen',
  'standing.identityPending.title': 'Ihre Identitätsprüfung läuft',
  'standing.identityPending.body':
    'Die Bank prüft Ihre Identität. Sobald sie sie bestätigt hat, können Sie Konten eröffnen und Geld überweisen.',
  'standing.identityPending.link': 'Zur Identitätsprüfung',
  'standing.identityResubmission.title': 'Die Bank benötigt weitere Unterlagen',
  'standing.identityResubmission.body':
    'Die Bank bittet Sie, einige Ihrer Ausweisdokumente erneut zu senden, bevor Sie Konten eröffnen oder Geld überweisen können.',
  'standing.identityResubmission.link': 'Identitätsprüfung fortsetzen',
  'standing.identityRejected.title': 'Ihre Identität konnte nicht bestätigt werden',
  'standing.identityRejected.body':
    'Die Bank konnte Ihre Identität nicht bestätigen. Sie können daher keine Konten eröffnen und kein Geld überweisen. Bitte wenden Sie sich an den Kundenservice der Bank, um Ihre Möglichkeiten zu erfahren.',
  'standing.identityRejected.link': 'Zu Ihrem Profil',
  'standing.identityOther.title': 'Ihre Identitätsprüfung ist nicht abgeschlossen',
  'standing.identityOther.body':
    'Sobald die Bank Ihre Identität bestätigt hat, können Sie Konten eröffnen und Geld überweisen. Bitte wenden Sie sich an den Kundenservice der Bank, wenn Sie nicht wissen, was sie von Ihnen benötigt.',
  'standing.identityOther.reported':
    'Die Bank meldet für Ihre Identitätsprüfung den Status „{status}“.',
  'standing.identityOther.link': 'Zur Identitätsprüfung',
  'standing.companyUnnamed': 'Ihr Unternehmen',
  'standing.companyNotFound.title': 'Dieses Unternehmen gehört nicht zu Ihren',
  'standing.companyNotFound.body':
    'Sie können nur für Unternehmen handeln, die Sie verwalten. Wählen Sie eines davon unter Ihren Unternehmen.',
  'standing.companyNotFound.link': 'Zu Ihren Unternehmen',
  'standing.companyBlocked.title': '{name} kann keine Konten nutzen',
  'standing.companyBlocked.body':
    'Die Bank hat {name} gesperrt. Es können daher keine Konten eröffnet oder aktiviert und kein Geld überwiesen werden. Bitte wenden Sie sich an den Kundenservice der Bank, um den Grund und Ihre Möglichkeiten zu erfahren.',
  'standing.companyBlocked.link': 'Zu Ihren Unternehmen',
  'standing.companyVerificationNotDone.title': 'Lassen Sie zuerst {name} prüfen',
  'standing.companyVerificationNotDone.body':
    'Sobald die Unternehmensprüfung abgeschlossen ist, kann {name} Konten eröffnen und aktivieren und Geld überweisen.',
  'standing.companyVerificationNotDone.link': 'Unternehmen prüfen lassen',
  'standing.companyVerificationPending.title': '{name} wird gerade geprüft',
  'standing.companyVerificationPending.body':
    'Die Bank prüft {name}. Sobald die Bank die Prüfung bestätigt hat, kann {name} Konten eröffnen und aktivieren und Geld überweisen.',
  'standing.companyVerificationPending.link': 'Zur Unternehmensprüfung',
  'standing.companyVerificationRejected.title': '{name} konnte nicht geprüft werden',
  'standing.companyVerificationRejected.body':
    'Die Bank konnte {name} nicht prüfen. Es können daher keine Konten eröffnet oder aktiviert und kein Geld überwiesen werden. Bitte wenden Sie sich an den Kundenservice der Bank, um Ihre Möglichkeiten zu erfahren.',
  'standing.companyVerificationRejected.link': 'Zur Unternehmensprüfung',
  'standing.companyNoContract.title': '{name} hat noch keinen Vertrag',
  'standing.companyNoContract.body':
    'Sobald ein Vertrag abgeschlossen ist, kann {name} Konten eröffnen und aktivieren und Geld überweisen.',
  'standing.companyNoContract.link': 'Vertrag wählen',
  'standing.profile.notYetActive': 'Noch nicht aktiv',
  'standing.profile.notActive': 'Nicht aktiv',
} satisfies Record<keyof typeof standingEn, string>;
