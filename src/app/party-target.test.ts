import { describe, expect, it } from 'vitest';
import { partySwitchHref } from './party-target';

const COMPANY = '5f0c6c2e-1b1a-4c53-9f0e-6f3f3d1b2a10';

describe('partySwitchHref: where choosing a party leads', () => {
  it('stays in the accounts, transfers, history and crypto areas', () => {
    for (const area of ['/accounts', '/transfers', '/history', '/crypto']) {
      expect(partySwitchHref(area, COMPANY)).toBe(`${area}?companyId=${COMPANY}`);
      expect(partySwitchHref(area, undefined)).toBe(area);
    }
    expect(partySwitchHref('/history/', COMPANY)).toBe(`/history?companyId=${COMPANY}`);
  });

  it('goes to that party’s accounts overview from anywhere else', () => {
    for (const path of [
      '/accounts/0a1b',
      '/accounts/open',
      '/history/tx-1',
      '/profile',
      '/companies',
      `/companies/${COMPANY}/verification`,
      '/onboarding',
    ]) {
      expect(partySwitchHref(path, COMPANY)).toBe(`/accounts?companyId=${COMPANY}`);
      expect(partySwitchHref(path, undefined)).toBe('/accounts');
    }
  });
});
