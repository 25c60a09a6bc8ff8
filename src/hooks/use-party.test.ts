import { describe, expect, it } from 'vitest';
import { partyOf } from './use-party';

const COMPANY = '5f0c6c2e-1b1a-4c53-9f0e-6f3f3d1b2a10';

describe('partyOf', () => {
  it('is the user themselves without ?companyId=', () => {
    expect(partyOf('/accounts', '')).toEqual({ companyId: undefined });
    expect(partyOf('/accounts', '?companyId=')).toEqual({ companyId: undefined });
    expect(partyOf('/history', '?accountId=abc')).toEqual({ companyId: undefined });
  });

  it('is the company of ?companyId=, whatever else the address holds', () => {
    expect(partyOf('/accounts', `?companyId=${COMPANY}`)).toEqual({ companyId: COMPANY });
    expect(partyOf('/history', `?accountId=abc&companyId=${COMPANY}&status=pending`)).toEqual({
      companyId: COMPANY,
    });
  });

  it('is the company of the path on a company’s step pages', () => {
    for (const step of ['verification', 'contract', 'email']) {
      expect(partyOf(`/companies/${COMPANY}/${step}`, '')).toEqual({ companyId: COMPANY });
    }
    // The path wins over a query that names another company.
    expect(partyOf(`/companies/${COMPANY}/email`, '?companyId=other')).toEqual({
      companyId: COMPANY,
    });
  });

  it('the companies list itself acts for nobody in particular', () => {
    expect(partyOf('/companies', '')).toEqual({ companyId: undefined });
    expect(partyOf(`/companies/${COMPANY}`, '')).toEqual({ companyId: undefined });
  });

  // Issue 23 §2: acting for a company, no screen offers the user's own contract. These screens
  // are only ever the user's own, so an address naming a company there acts for the user.
  it('the user’s own screens (profile, onboarding, contract, companies) act for the user', () => {
    for (const path of [
      '/profile',
      '/onboarding',
      '/onboarding/contract',
      '/onboarding/verification',
      '/companies',
      '/profile/',
    ]) {
      expect(partyOf(path, `?companyId=${COMPANY}`), path).toEqual({ companyId: undefined });
    }
  });
});
