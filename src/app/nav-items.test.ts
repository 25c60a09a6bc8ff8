import { describe, expect, it } from 'vitest';
import { navItemsFor } from './nav-items';

describe('navItemsFor', () => {
  it('lists Crypto, keeping the party, unless the tenant turns crypto off', () => {
    const companyId = '6f1c2b9e-3d4a-4c5b-8e7f-1a2b3c4d5e6f';
    expect(navItemsFor(companyId).map((item) => item.to)).toContain(
      `/crypto?companyId=${companyId}`,
    );
    const off = navItemsFor(undefined, { crypto: false }).map((item) => item.label);
    expect(off).not.toContain('nav.crypto');
    expect(off).toHaveLength(6);
  });

  it('lists the seven areas in their order, four of them tabs; Companies and Profile are the user’s own', () => {
    const items = navItemsFor('c-1');
    expect(items.map((item) => [item.label, item.to, item.tab ?? false])).toEqual([
      ['nav.home', '/?companyId=c-1', true],
      ['nav.accounts', '/accounts?companyId=c-1', true],
      ['nav.transfers', '/transfers?companyId=c-1', true],
      ['nav.history', '/history?companyId=c-1', true],
      ['nav.crypto', '/crypto?companyId=c-1', false],
      ['nav.companies', '/companies', false],
      ['nav.profile', '/profile', false],
    ]);
  });

  it('leaves out the areas the customer’s standing closes, keeping the rest in order', () => {
    const items = navItemsFor(undefined, {}, ['crypto', 'companies']).map((item) => item.label);
    expect(items).toEqual([
      'nav.home',
      'nav.accounts',
      'nav.transfers',
      'nav.history',
      'nav.profile',
    ]);
  });
});
