import type { companiesEn } from '../en/companies';

/**
 * German texts of the companies area (same keys and placeholders as ../en/companies.ts).
 * A company without a name is "Unternehmen ohne Namen": no article, so it fits any case.
 */
export const companiesDe = {
  'companies.title': 'Ihre Unternehmen',
  'companies.intro':
    'Die Unternehmen, die Sie verwalten, und was jedem noch fehlt, bevor es Bankgeschäfte tätigen kann.',
  'companies.loading': 'Ihre Unternehmen werden geladen …',
  'companies.loadFailed': 'Ihre Unternehmen konnten nicht geladen werden',
  'companies.emptyTitle': 'Sie verwalten keine Unternehmen',
  'companies.emptyBody':
    'Sobald ein Unternehmen Sie als verwaltende Person benennt, erscheint es hier.',
  'companies.listLabel': 'Von Ihnen verwaltete Unternehmen',
  'companies.untitled': 'Unternehmen ohne Namen',

  'companies.type': 'Unternehmensform',
  'companies.registrationNumber': 'Registernummer',
  'companies.position': 'Ihre Funktion',
  'companies.contactName': 'Ansprechpartner',
  'companies.email': 'E-Mail',
  'companies.emailVerified': 'Bestätigt',
  'companies.emailNotVerified': 'Noch nicht bestätigt',
  'companies.phone': 'Telefon',
  'companies.address': 'Eingetragene Adresse',
  'companies.tradingAddress': 'Geschäftsadresse',
  'companies.kyb': 'Unternehmensprüfung',
  'companies.adm': 'Unternehmensstatus',
  'companies.contract': 'Vertrag',
  'companies.noContract': 'Noch kein Vertrag abgeschlossen',
  'companies.contractOwn': '{id} (ein eigener Vertrag des Unternehmens)',
  'companies.contractOwnBody':
    '{id} ist ein eigener Vertrag des Unternehmens: Er gehört nicht zu den angebotenen Verträgen, deshalb werden seine Bedingungen hier nicht gezeigt.',
  'companies.contractFailed': 'Sein Name konnte gerade nicht geladen werden',
  'companies.contractUnnamed': 'Ein Vertrag ohne Namen',
  'companies.onboardingFee': 'Einrichtungsgebühr',
  'companies.notProvided': 'Nicht angegeben',
  'companies.seeAccounts': 'Konten ansehen',
  'companies.seeAccountsOf': '({name})',

  'companies.type.limited': 'Private Kapitalgesellschaft (Ltd)',
  'companies.type.ltd': 'Private Kapitalgesellschaft (Ltd)',
  'companies.type.plc': 'Aktiengesellschaft (plc)',
  'companies.type.llp': 'Partnerschaft mit beschränkter Haftung (LLP)',
  'companies.type.partnership': 'Personengesellschaft',
  'companies.type.soleTrader': 'Einzelunternehmen',

  'companies.position.director': 'Geschäftsführer',
  'companies.position.secretary': 'Company Secretary',
  'companies.position.shareholder': 'Gesellschafter',
  'companies.position.owner': 'Inhaber',
  'companies.position.partner': 'Partner',

  'companies.kyb.initiated': 'Noch nicht geprüft',
  'companies.kyb.pending': 'Prüfung läuft',
  'companies.kyb.confirmed': 'Geprüft',
  'companies.kyb.rejected': 'Prüfung abgelehnt',
  'companies.kyb.resubmission': 'Weitere Unterlagen nötig',

  'companies.adm.active': 'Aktiv',
  'companies.adm.blocked': 'Gesperrt',
  'companies.adm.suspended': 'Vorübergehend gesperrt',

  'companies.fee.paid': 'Bezahlt',
  'companies.fee.due': 'Offen',
  'companies.statusGiven': 'So nennt die Bank ihn: „{status}“.',
  'companies.fee.none': 'Keine Einrichtungsgebühr erfasst',

  'companies.needs.title': 'Für {name} fehlt noch:',
  'companies.needs.kyb': 'Unternehmen prüfen lassen',
  'companies.needs.kybHint': ': eine Prüfung der Unternehmensdaten und Eigentümer',
  'companies.needs.contract': 'Vertrag wählen',
  'companies.needs.contractHint': ': und für das Unternehmen abschließen',
  'companies.needs.email': 'E-Mail-Adresse bestätigen',
  'companies.needs.emailHint': ': mit dem Code, den wir an sie gesendet haben',
  'companies.needs.of': '({name})',
  'companies.ready': 'Es fehlt nichts: Dieses Unternehmen ist bereit für Bankgeschäfte.',
} satisfies Record<keyof typeof companiesEn, string>;
