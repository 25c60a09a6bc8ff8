import { describe, expect, it } from 'vitest';
import type { CapabilityReason } from '../client/capabilities';
import type { ClientProfile } from '../../api/client/schemas';
import { companyCapabilitiesOf, companyCapabilityOf } from './capabilities';
import type { Company } from '../../api/companies/schemas';

/** An onboarded administrator (the shape of the mock's acme). */
const admin: ClientProfile = {
  client: '3f1c6a52-9a4e-4c1b-8d2f-5b7e9c0a1d23',
  adm: 'adm:active',
  kyc: 'kyc:confirmed',
  contract: 'BasicContract',
  name: 'Wile',
  surname: 'Coyote',
};

/** A company that may do everything (the shape of the mock's Acme Corporation). */
const verified: Company = {
  userId: admin.client,
  companyId: '7d0c1e2f-3a4b-4c5d-8e6f-9a0b1c2d3e4f',
  adm: 'adm:active',
  kyb: 'kyb:confirmed',
  name: 'Acme Corporation',
  contractId: 'BasicContract',
  emailVerified: true,
};

describe('companyCapabilitiesOf', () => {
  it('an active, verified company with a contract may do everything', () => {
    expect(companyCapabilitiesOf(admin, verified)).toEqual({
      openAccount: { allowed: true },
      activateAccount: { allowed: true },
      transfer: { allowed: true },
      trade: { allowed: true },
    });
  });

  it('an unverified email blocks nothing', () => {
    const capabilities = companyCapabilitiesOf(admin, { ...verified, emailVerified: false });
    for (const capability of Object.values(capabilities)) expect(capability.allowed).toBe(true);
  });

  it('a company without an administrative status is judged by the rest', () => {
    expect(companyCapabilityOf(admin, { ...verified, adm: '' }, 'openAccount')).toEqual({
      allowed: true,
    });
  });

  it.each<[string, ClientProfile | null, Company | undefined, CapabilityReason]>([
    ['not among the user’s companies', admin, undefined, 'companyNotFound'],
    ['blocked', admin, { ...verified, adm: 'adm:blocked' }, 'companyBlocked'],
    ['suspended', admin, { ...verified, adm: 'adm:suspended' }, 'companyBlocked'],
    ['KYB initiated', admin, { ...verified, kyb: 'kyb:initiated' }, 'companyVerificationNotDone'],
    [
      'KYB to send again',
      admin,
      { ...verified, kyb: 'kyb:resubmission' },
      'companyVerificationNotDone',
    ],
    ['KYB of an unknown value', admin, { ...verified, kyb: 'kyb:x' }, 'companyVerificationNotDone'],
    ['KYB pending', admin, { ...verified, kyb: 'kyb:pending' }, 'companyVerificationPending'],
    ['KYB rejected', admin, { ...verified, kyb: 'kyb:rejected' }, 'companyVerificationRejected'],
    ['no contract', admin, { ...verified, contractId: null }, 'companyNoContract'],
    ['contract absent', admin, { ...verified, contractId: undefined }, 'companyNoContract'],
    // The most fundamental reason wins: the user's own standing, then the company's order.
    ['the user has no profile', null, verified, 'noProfile'],
    ['the user is blocked', { ...admin, adm: 'adm:blocked' }, verified, 'blocked'],
    [
      'the user’s identity is pending, the company unverified',
      { ...admin, kyc: 'kyc:pending' },
      { ...verified, kyb: 'kyb:initiated' },
      'identityPending',
    ],
    [
      'the user is not onboarded and the company unknown',
      { ...admin, contract: null },
      undefined,
      'noContract',
    ],
    [
      'blocked and unverified',
      admin,
      { ...verified, adm: 'adm:blocked', kyb: 'kyb:rejected' },
      'companyBlocked',
    ],
    [
      'unverified without a contract',
      admin,
      { ...verified, kyb: 'kyb:initiated', contractId: null },
      'companyVerificationNotDone',
    ],
  ])('%s: nothing is allowed', (_, profile, company, reason) => {
    for (const capability of Object.values(companyCapabilitiesOf(profile, company))) {
      expect(capability).toEqual({ allowed: false, reason });
    }
    expect(companyCapabilityOf(profile, company, 'activateAccount')).toEqual({
      allowed: false,
      reason,
    });
  });
});
