import type { companyPageEn } from '../en/company-page';

/** German texts of a company's card as its page (same keys as ../en/company-page.ts). */
export const companyPageDe = {
  'companyPage.accounts.title': 'Konten',
  'companyPage.accounts.loading': 'Die Konten von {name} werden geladen …',
  'companyPage.accounts.failed': 'Die Konten von {name} konnten gerade nicht geladen werden.',
  'companyPage.accounts.empty': 'Noch keine Konten.',
  'companyPage.accounts.available': 'Verfügbar',
  'companyPage.accounts.unknown': 'Kontostand nicht verfügbar',
  'companyPage.accounts.notActive': 'Noch nicht aktiv',
  'companyPage.accounts.opening': 'Wird eröffnet',
  'companyPage.details': 'Angaben zum Unternehmen',
  'companyPage.detailsOf': 'von {name}',
} satisfies Record<keyof typeof companyPageEn, string>;
