import { generatePath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths, routePatterns } from '../config/routes';
import { routeTitleKey } from './route-titles';

describe('routeTitleKey', () => {
  it('gives every route of the app its own title', () => {
    const addresses = [
      ...Object.values(paths),
      ...Object.values(routePatterns).map((pattern) =>
        generatePath(pattern, {
          accountId: 'a1',
          transactionId: 't1',
          companyId: 'c1',
          orderId: 'o1',
        }),
      ),
    ];
    const keys = addresses.map(routeTitleKey);
    expect(keys).not.toContain('title.notFound');
    expect(new Set(keys).size).toBe(addresses.length);
  });

  it('tells the open-account form from an account, and an unknown address from both', () => {
    expect(routeTitleKey('/accounts/open')).toBe('title.openAccount');
    expect(routeTitleKey('/accounts/3f2c')).toBe('title.account');
    expect(routeTitleKey('/no/such/page')).toBe('title.notFound');
  });
});
