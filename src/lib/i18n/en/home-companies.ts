/**
 * English texts of the companies on an administrator's home (src/features/home/
 * companies-money.tsx): an area of its own, so they load with that part, not with `/`.
 */
export const homeCompaniesEn = {
  'homeCompanies.title': 'Your companies',
  'homeCompanies.available': 'Available now to {name}',
  'homeCompanies.loading': 'Loading the money of {name}…',
  'homeCompanies.failed': 'The balances of {name} could not be loaded just now.',
  'homeCompanies.none': 'No money to use yet: it has no active account.',
  'homeCompanies.crypto': 'Its crypto holdings are not in these totals.',
  'homeCompanies.needs': 'Still to do',
  'homeCompanies.ready': 'Nothing to do: it can bank.',
  'homeCompanies.actFor': 'Act for {name}',
  'homeCompanies.details': 'Details of {name}',
} as const;
