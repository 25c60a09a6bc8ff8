import { describe, expect, it } from 'vitest';
import { seedBank } from '../../../mock/bank/seed';
import { toLegacy } from '../../../mock/bank/routes/company-records';
import { statusOfCompany, statusOfRecord } from './record-status';

const companies = seedBank().users.get('acme')?.companies ?? [];

describe('company statuses from the list and from the legacy record', () => {
  it('read the same from both, for each of acme’s seeded companies', () => {
    expect(companies).toHaveLength(2);
    for (const company of companies) {
      expect(statusOfRecord(toLegacy(company))).toEqual(statusOfCompany(company));
    }
  });

  it('the record’s kyc becomes the kyb value; an unknown one keeps its name', () => {
    const record = { id: 'p', companyId: 'c', adm: 'adm:blocked' };
    expect(statusOfRecord({ ...record, kyc: 'kyc:pending' })).toEqual({
      kyb: 'kyb:pending',
      adm: 'adm:blocked',
    });
    expect(statusOfRecord({ ...record, kyc: 'kyc:onHold' }).kyb).toBe('kyb:onHold');
  });

  it('a record without its statuses says nothing about them (the list stands in)', () => {
    expect(statusOfRecord({})).toEqual({});
    expect(statusOfRecord({ kyc: 'kyc:confirmed' })).toEqual({ kyb: 'kyb:confirmed' });
    expect(statusOfRecord({ adm: 'adm:active' })).toEqual({ adm: 'adm:active' });
  });
});
