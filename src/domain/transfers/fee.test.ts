import { describe, expect, it } from 'vitest';
import { seedContracts } from '../../../mock/bank/seed-contracts';
import type { TransferPlane } from '../../api/contracts/schemas';
import { applicableFeeRule, quoteTransferFee, transferFee } from './fee';

/** The accountInitiation param's transferPlane rules of a seeded contract (mock/bank/seed-contracts.ts). */
function rulesOf(contractId: string): TransferPlane[] {
  const contract = seedContracts().find((item) => item.id === contractId);
  return (contract?.params ?? [])
    .filter((param) => param.action === 'accountInitiation')
    .flatMap((param) => param.transferPlane ?? []);
}

const basic = rulesOf('BasicContract'); // EUR and GBP: from 0, flat 1, 0.5 %
const premium = rulesOf('PremiumContract'); // EUR 0.2 %; USD: flat 0.5, 0.25 %

const rule = (fields: Partial<TransferPlane>): TransferPlane => ({
  currency: 'EUR',
  calculator: 'max',
  from: 0,
  flat: 0,
  percentage: 0,
  ...fields,
});

describe('transferFee', () => {
  it('charges the flat fee when the percentage comes to less (Basic, EUR)', () => {
    expect(transferFee('100.00', basic, 'EUR')).toMatchObject({
      fee: '1.00',
      total: '101.00',
      rule: { currency: 'EUR', flat: 1, percentage: 0.5 },
      known: true,
    });
  });

  it('charges the percentage when it comes to more than the flat fee', () => {
    expect(transferFee('1000', basic, 'EUR')).toMatchObject({ fee: '5.00', total: '1005.00' });
    expect(transferFee('1234.56', basic, 'GBP')).toMatchObject({ fee: '6.17', total: '1240.73' });
    // 0.2 % of 5000, no flat part (Premium, EUR).
    expect(transferFee('5000', premium, 'EUR')).toMatchObject({ fee: '10.00', total: '5010.00' });
  });

  it('rounds half-up to the cent, on the exact value, not on a binary float', () => {
    // 0.5 % of 201.00 is 1.005 exactly: half-up gives 1.01 (a float 1.005 would round to 1.00).
    expect(transferFee('201.00', basic, 'EUR').fee).toBe('1.01');
    // 0.2 % of 2.25 is 0.0045: below a cent, rounded down.
    expect(transferFee('2.25', premium, 'EUR').fee).toBe('0.00');
    // 0.25 % of 10 is 0.025: the USD flat 0.50 is more.
    expect(transferFee('10', premium, 'USD').fee).toBe('0.50');
    // 0.25 % of 1000.10 is 2.50025.
    expect(transferFee('1000.10', premium, 'USD')).toMatchObject({ fee: '2.50', total: '1002.60' });
  });

  it('has no fee where the contract has no rule for the currency', () => {
    expect(transferFee('12.3', basic, 'USD')).toEqual({
      fee: '0.00',
      total: '12.30',
      rule: null,
      known: true,
    });
    expect(transferFee('12.3', [], 'EUR')).toMatchObject({ fee: '0.00', total: '12.30' });
  });

  it('picks the rule with the greatest lower bound not above the amount', () => {
    const tiers = [
      rule({ from: 1000, percentage: 0.2 }),
      rule({ from: 0, flat: 1, percentage: 0.5 }),
      rule({ from: 5000, flat: 3 }),
      rule({ currency: 'GBP', from: 10, flat: 9 }),
    ];
    expect(transferFee('999.99', tiers, 'EUR')).toMatchObject({ fee: '5.00', rule: tiers[1] });
    expect(transferFee('1000', tiers, 'EUR')).toMatchObject({ fee: '2.00', rule: tiers[0] });
    expect(transferFee('5000.00', tiers, 'EUR')).toMatchObject({ fee: '3.00', rule: tiers[2] });
    expect(transferFee('9.99', tiers, 'GBP')).toMatchObject({ fee: '0.00', rule: null });
    expect(transferFee('10', tiers, 'gbp')).toMatchObject({ fee: '9.00', rule: tiers[3] });
  });

  it('compares the bound as a decimal (0.1 + 0.2 in a float is above 0.3)', () => {
    const rules = [rule({ from: 0.3, flat: 2 })];
    expect(applicableFeeRule('0.30', rules, 'EUR')).toBe(rules[0]);
    expect(applicableFeeRule('0.29', rules, 'EUR')).toBeNull();
  });

  it('says when the calculator is one it does not know (the fee is then an estimate)', () => {
    const result = transferFee('100', [rule({ calculator: 'sum', flat: 1, percentage: 1 })], 'EUR');
    expect(result).toMatchObject({ fee: '1.00', total: '101.00', known: false });
  });

  it('refuses an amount that is not a canonical decimal', () => {
    expect(() => transferFee('1,000', basic, 'EUR')).toThrow(RangeError);
    expect(() => transferFee('10.001', basic, 'EUR')).toThrow(RangeError);
  });
});

describe('quoteTransferFee', () => {
  const sepa = [rule({ flat: 0.5, percentage: 0.2 })];

  it('quotes by the rules of the transfer, an estimate only when they name no transfer', () => {
    // max(0.50, 0.2 % of 100.00) = 0.50; of 2,000.00: 4.00.
    expect(quoteTransferFee('100.00', { rules: sepa, estimate: false }, 'EUR')).toMatchObject({
      status: 'quoted',
      fee: '0.50',
      total: '100.50',
      estimate: null,
    });
    expect(quoteTransferFee('2000', { rules: sepa, estimate: true }, 'EUR')).toMatchObject({
      status: 'quoted',
      fee: '4.00',
      estimate: 'untyped',
    });
    const sum = [rule({ calculator: 'sum', flat: 1 })];
    expect(quoteTransferFee('10', { rules: sum, estimate: false }, 'EUR')).toMatchObject({
      fee: '1.00',
      estimate: 'calculator',
    });
  });

  it('says "not known", never a fee of 0, when no rule applies to the currency or amount', () => {
    expect(quoteTransferFee('100', { rules: sepa, estimate: false }, 'GBP')).toEqual({
      status: 'notKnown',
    });
    expect(quoteTransferFee('100', { rules: [], estimate: false }, 'EUR')).toEqual({
      status: 'notKnown',
    });
    const fromTen = [rule({ from: 10, flat: 1 })];
    expect(quoteTransferFee('9.99', { rules: fromTen, estimate: false }, 'EUR')).toEqual({
      status: 'notKnown',
    });
  });

  it('says 0 where a rule really says 0', () => {
    const free = [rule({ flat: 0, percentage: 0 })];
    expect(quoteTransferFee('50', { rules: free, estimate: false }, 'EUR')).toMatchObject({
      status: 'quoted',
      fee: '0.00',
    });
  });
});
