import { describe, expect, it } from 'vitest';
import { seedContracts } from '../../../mock/bank/seed-contracts';
import { transferFeeTermsOf } from './fee-rules';
import type { Contract, ContractParam, TransferPlane } from '../../api/contracts/schemas';

const plane = (flat: number, currency = 'EUR'): TransferPlane => ({
  currency,
  calculator: 'max',
  from: 0,
  flat,
  percentage: 0,
});
const contractOf = (...params: ContractParam[]): Contract => ({ id: 'C', params });
const crypto: ContractParam = {
  action: 'cryptoExchange',
  operation: 'cryptoExchange',
  controllers: ['transferPlane'],
  transferPlane: [{ currency: 'EUR', calculator: 'percentage', from: 0, flat: 0, percentage: 0.5 }],
};

describe('transferFeeTermsOf', () => {
  it('takes the param that names the kind, in action or operation, any case or spelling', () => {
    const contract = contractOf(
      crypto,
      { action: 'accountInitiation', transferPlane: [plane(9)] },
      { action: 'Internal-Transfer', transferPlane: [plane(1)] },
      { operation: 'SEPA_TRANSFERS', transferPlane: [plane(2)] },
    );
    expect(transferFeeTermsOf(contract, 'internal', 'eur')).toEqual({
      rules: [plane(1)],
      estimate: false,
    });
    expect(transferFeeTermsOf(contract, 'sepa', 'EUR')).toEqual({
      rules: [plane(2)],
      estimate: false,
    });
  });

  it('reads "externalTransfer" as the SEPA transfer (the only external one the app sends)', () => {
    const contract = contractOf({ action: 'externalTransfer', transferPlane: [plane(3)] });
    expect(transferFeeTermsOf(contract, 'sepa', 'EUR').rules).toEqual([plane(3)]);
    expect(transferFeeTermsOf(contract, 'internal', 'EUR').rules).toEqual([]);
  });

  it('takes a param for every transfer before one that names no operation', () => {
    const contract = contractOf(
      { action: 'accountInitiation', transferPlane: [plane(9)] },
      { operation: 'transfer', transferPlane: [plane(4)] },
    );
    expect(transferFeeTermsOf(contract, 'sepa', 'EUR')).toEqual({
      rules: [plane(4)],
      estimate: false,
    });
  });

  it('falls back, as an estimate, to the plane of a param that names no transfer', () => {
    // The mock's BasicContract: one accountInitiation param (and the exchange's).
    const basic = seedContracts().find((contract) => contract.id === 'BasicContract');
    if (!basic) throw new Error('BasicContract is not seeded');
    expect(transferFeeTermsOf(basic, 'sepa', 'EUR')).toEqual({
      rules: [{ currency: 'EUR', calculator: 'max', from: 0, flat: 1, percentage: 0.5 }],
      estimate: true,
    });
    const unnamed = contractOf({ transferPlane: [plane(5)] });
    expect(transferFeeTermsOf(unnamed, 'internal', 'EUR')).toEqual({
      rules: [plane(5)],
      estimate: true,
    });
  });

  it('falls back per currency when the kind’s param does not price it', () => {
    const contract = contractOf(
      { action: 'sepaTransfer', transferPlane: [plane(2, 'GBP')] },
      { action: 'accountInitiation', transferPlane: [plane(9)] },
    );
    expect(transferFeeTermsOf(contract, 'sepa', 'EUR')).toEqual({
      rules: [plane(9)],
      estimate: true,
    });
  });

  it('never takes the plane of another operation (the crypto exchange) or of the other kind', () => {
    expect(transferFeeTermsOf(contractOf(crypto), 'sepa', 'EUR')).toEqual({
      rules: [],
      estimate: false,
    });
    const onlyInternal = contractOf(crypto, {
      action: 'internalTransfer',
      transferPlane: [plane(1)],
    });
    expect(transferFeeTermsOf(onlyInternal, 'sepa', 'EUR').rules).toEqual([]);
    expect(transferFeeTermsOf(contractOf(), 'internal', 'EUR').rules).toEqual([]);
  });
});
