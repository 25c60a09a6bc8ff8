/**
 * English texts of a company's card on the companies screen, read as the company's page
 * (src/features/companies/company-card.tsx): its accounts and its folded details.
 */
export const companyPageEn = {
  'companyPage.accounts.title': 'Accounts',
  'companyPage.accounts.loading': 'Loading the accounts of {name}…',
  'companyPage.accounts.failed': 'The accounts of {name} could not be loaded just now.',
  'companyPage.accounts.empty': 'No accounts yet.',
  'companyPage.accounts.available': 'Available',
  'companyPage.accounts.unknown': 'Balance not available',
  'companyPage.accounts.notActive': 'Not active yet',
  'companyPage.accounts.opening': 'Being opened',
  'companyPage.details': 'Company details',
  'companyPage.detailsOf': 'of {name}',
} as const;
