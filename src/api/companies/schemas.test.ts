import { describe, it, expect } from 'vitest';
import {
  companiesResponseSchema,
  companyContractAcceptBodySchema,
  companyContractAcceptResponseSchema,
  companyContractPatchBodySchema,
  companyEmailResendCodeBodySchema,
  companyEmailVerifyBodySchema,
  KYB_INITIATED,
  kybTokenV2ResponseSchema,
  legacyCompanySchema,
} from './schemas';
import { englishMessage } from '../../test/schema-messages';

const company = {
  userId: '3f0c2a4e-8b1d-4c6e-9a7f-2d5b8e1c4a90',
  companyId: '9b1d7c4e-2f3a-4b5c-8d6e-7f8091a2b3c4',
  adm: 'adm:active',
  kyb: 'kyb:initiated',
  name: 'Acme Ltd',
  companyType: 'ltd',
  position: 'director',
  email: 'office@acme.example',
  emailVerified: true,
  phone: '+441632960001',
  contactName: 'Wile E.',
  registrationNumber: '01234567',
  tradingAddress: { country: 'GBR', town: 'London', postCode: 'EC1A 1BB' },
  address: { country: 'GBR', town: 'London', street: '1 Acme Way', streetLine2: '', state: '' },
  contractId: 'CompanyContract',
  onboardingFee: { status: 'paid' },
};

const legacy = {
  id: 'c5d6e7f8-0a1b-4c2d-9e3f-405162738495',
  companyId: company.companyId,
  kyc: 'kyc:pending',
  adm: 'adm:active',
  companyType: 'ltd',
  name: 'Acme Ltd',
  position: 'director',
  email: 'office@acme.example',
};

describe('companiesResponseSchema', () => {
  it('accepts a realistic list and strips unknown keys', () => {
    const parsed = companiesResponseSchema.parse({
      companies: [{ ...company, riskScore: 3 }],
      total: 1,
    });
    expect(parsed).toEqual({ companies: [company] });
  });

  it('keeps kyb values beyond the known one', () => {
    expect(KYB_INITIATED).toBe('kyb:initiated');
    const parsed = companiesResponseSchema.parse({
      companies: [{ ...company, kyb: 'kyb:confirmed', onboardingFee: { status: 'due' } }],
    });
    expect(parsed.companies[0]?.kyb).toBe('kyb:confirmed');
  });

  it('leaves out a company without its companyId, keeps the rest; fails without the list', () => {
    const { companyId: _companyId, ...withoutId } = company;
    expect(companiesResponseSchema.parse({ companies: [withoutId, company] })).toEqual({
      companies: [company],
    });
    expect(companiesResponseSchema.safeParse({}).success).toBe(false);
  });

  it('does not require the userId no screen reads (issue 35 §1)', () => {
    const { userId: _userId, ...withoutUser } = company;
    expect(companiesResponseSchema.parse({ companies: [withoutUser] }).companies).toHaveLength(1);
  });
});

describe('legacyCompanySchema', () => {
  it('accepts a realistic record and strips unknown keys', () => {
    expect(legacyCompanySchema.parse({ ...legacy, extra: 'x' })).toEqual(legacy);
  });

  it('reads a record with any field missing: the spec promises none of them', () => {
    expect(legacyCompanySchema.safeParse({ ...legacy, kyc: undefined }).success).toBe(true);
    expect(legacyCompanySchema.parse({})).toEqual({});
    expect(legacyCompanySchema.safeParse({ companyId: 'c', adm: 7 }).success).toBe(false);
  });
});

describe('company request bodies', () => {
  it('PATCH /companies/contract needs both strings', () => {
    expect(
      companyContractPatchBodySchema.safeParse({ companyId: legacy.companyId, contract: 'C1' })
        .success,
    ).toBe(true);
    expect(
      companyContractPatchBodySchema.safeParse({ companyId: legacy.companyId, contract: '' })
        .success,
    ).toBe(false);
  });

  it('resend-code and verify need a company id, verify needs a code', () => {
    expect(companyEmailResendCodeBodySchema.safeParse({ companyId: '' }).success).toBe(false);
    expect(
      companyEmailVerifyBodySchema.safeParse({ companyId: legacy.companyId, code: '123456' })
        .success,
    ).toBe(true);
    const result = companyEmailVerifyBodySchema.safeParse({
      companyId: legacy.companyId,
      code: '',
    });
    expect(englishMessage(result.error?.issues[0]?.message)).toBe('Enter the code from the email');
  });

  it('the email code is 6 digits (assumption A-118)', () => {
    const codeOf = (code: string) =>
      companyEmailVerifyBodySchema.safeParse({ companyId: legacy.companyId, code });
    expect(codeOf('246810').success).toBe(true);
    for (const wrong of ['24681', '2468100', '24681a', ' 246810', '246 810']) {
      const result = codeOf(wrong);
      expect(result.success, wrong).toBe(false);
      expect(englishMessage(result.error?.issues[0]?.message)).toBe(
        'Enter the 6 digits of the code from the email',
      );
    }
  });

  it('contract-accept needs a company id (the bank’s, opaque) and a contract id', () => {
    const body = { companyId: company.companyId, contractId: 'CompanyContract' };
    expect(companyContractAcceptBodySchema.parse(body)).toEqual(body);
    expect(companyContractAcceptBodySchema.safeParse({ ...body, companyId: '' }).success).toBe(
      false,
    );
    for (const body of [undefined, null, {}, 'accepted', [], { companyId: 'c' }]) {
      expect(companyContractAcceptResponseSchema.safeParse(body).success, String(body)).toBe(true);
    }
  });
});

describe('kybTokenV2ResponseSchema', () => {
  it('reads the identity-verification token shape', () => {
    const token = { token: 'sbx-token', userId: company.userId };
    expect(kybTokenV2ResponseSchema.parse(token)).toEqual(token);
    // The spec shows no v2 body: a token is enough (issue 19).
    expect(kybTokenV2ResponseSchema.parse({ token: 'sbx-token' })).toEqual({ token: 'sbx-token' });
    expect(kybTokenV2ResponseSchema.safeParse({ userId: company.userId }).success).toBe(false);
  });
});
