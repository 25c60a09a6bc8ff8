import type { homeCompaniesEn } from '../en/home-companies';

/** German texts of the companies on an administrator's home (same keys as ../en/home-companies.ts). */
export const homeCompaniesDe = {
  'homeCompanies.title': 'Ihre Unternehmen',
  'homeCompanies.available': 'Jetzt verfügbar für {name}',
  'homeCompanies.loading': 'Das Geld von {name} wird geladen …',
  'homeCompanies.failed': 'Die Kontostände von {name} konnten gerade nicht geladen werden.',
  'homeCompanies.none': 'Noch kein Geld verfügbar: Es hat kein aktives Konto.',
  'homeCompanies.crypto': 'Seine Krypto-Bestände sind in diesen Summen nicht enthalten.',
  'homeCompanies.needs': 'Noch zu tun',
  'homeCompanies.ready': 'Nichts zu tun: Es kann Bankgeschäfte erledigen.',
  'homeCompanies.actFor': 'Für {name} handeln',
  'homeCompanies.details': 'Angaben zu {name}',
} satisfies Record<keyof typeof homeCompaniesEn, string>;
