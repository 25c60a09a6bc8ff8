import { describe, expect, it } from 'vitest';
import { capabilitiesOf, capabilityOf, type CapabilityReason } from './capabilities';
import type { ClientProfile } from '../../api/client/schemas';

/** A fully onboarded client (the shape of the mock's seed personas). */
const onboarded: ClientProfile = {
  client: '3f1c6a52-9a4e-4c1b-8d2f-5b7e9c0a1d23',
  adm: 'adm:active',
  kyc: 'kyc:confirmed',
  contract: 'BasicContract',
  name: 'Ada',
  surname: 'Lovelace',
};

describe('capabilitiesOf', () => {
  it('an active, verified client with a contract may do everything', () => {
    const capabilities = capabilitiesOf(onboarded);
    expect(capabilities).toEqual({
      openAccount: { allowed: true },
      activateAccount: { allowed: true },
      transfer: { allowed: true },
      trade: { allowed: true },
    });
  });

  it.each<[string, ClientProfile | null, CapabilityReason]>([
    ['no client profile', null, 'noProfile'],
    ['blocked', { ...onboarded, adm: 'adm:blocked' }, 'blocked'],
    ['suspended', { ...onboarded, adm: 'adm:suspended' }, 'suspended'],
    ['no contract', { ...onboarded, contract: null }, 'noContract'],
    ['identity check not done', { ...onboarded, kyc: 'kyc:unconfirmed' }, 'identityNotDone'],
    ['identity check pending', { ...onboarded, kyc: 'kyc:pending' }, 'identityPending'],
    [
      'identity check to resubmit',
      { ...onboarded, kyc: 'kyc:resubmission' },
      'identityResubmission',
    ],
    ['identity check rejected', { ...onboarded, kyc: 'kyc:rejected' }, 'identityRejected'],
    // The most fundamental reason wins.
    ['blocked and rejected', { ...onboarded, adm: 'adm:blocked', kyc: 'kyc:rejected' }, 'blocked'],
    [
      'no contract and unverified',
      { ...onboarded, contract: null, kyc: 'kyc:unconfirmed' },
      'noContract',
    ],
  ])('%s: nothing is allowed', (_, profile, reason) => {
    for (const capability of Object.values(capabilitiesOf(profile))) {
      expect(capability).toEqual({ allowed: false, reason });
    }
    expect(capabilityOf(profile, 'openAccount')).toEqual({ allowed: false, reason });
  });
});
