import { describe, expect, it } from 'vitest';
import type { Contract } from '../../api/contracts/schemas';
import { contractsToOffer } from './offered';

const basic: Contract = { id: 'BasicContract', title: 'Basic', level: 1, available: true };
const premium: Contract = { id: 'PremiumContract', title: 'Premium', level: 2 };
const legacy: Contract = { id: 'LegacyContract', title: 'Legacy', level: 0, available: false };

describe('contractsToOffer', () => {
  it('offers the contracts that can be taken, in the catalogue’s order, and no withdrawn one', () => {
    expect(contractsToOffer([legacy, basic, premium]).map((c) => c.id)).toEqual([
      'BasicContract',
      'PremiumContract',
    ]);
  });

  it('keeps the contract just chosen that the bank withdrew meanwhile', () => {
    const withdrawn = { ...premium, available: false };
    expect(contractsToOffer([basic, withdrawn, legacy], ['PremiumContract'])).toEqual([
      basic,
      withdrawn,
    ]);
    expect(contractsToOffer([basic, legacy], [null])).toEqual([basic]);
  });
});
