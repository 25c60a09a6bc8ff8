import { describe, expect, it } from 'vitest';
import {
  areasOf,
  capabilitiesOf,
  capabilityOf,
  closedAreasOf,
  standingOf,
  type CapabilityReason,
  type Standing,
} from './capabilities';
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

describe('areasOf', () => {
  it('opens every area to an active client, onboarded or not, and to one without a profile', () => {
    const open = { crypto: { allowed: true }, companies: { allowed: true } };
    expect(areasOf(onboarded)).toEqual(open);
    expect(areasOf({ ...onboarded, kyc: 'kyc:rejected' })).toEqual(open);
    expect(areasOf({ ...onboarded, contract: null, kyc: 'kyc:unconfirmed' })).toEqual(open);
    expect(areasOf(null)).toEqual(open);
    expect(closedAreasOf(onboarded)).toEqual([]);
  });

  it.each<[string, ClientProfile, CapabilityReason]>([
    ['blocked', { ...onboarded, adm: 'adm:blocked' }, 'blocked'],
    ['suspended', { ...onboarded, adm: 'adm:suspended' }, 'suspended'],
    ['of a status the spec does not list', { ...onboarded, adm: 'adm:closed' }, 'admOther'],
  ])('closes crypto and companies to a client %s, saying why', (_, profile, reason) => {
    expect(areasOf(profile)).toEqual({
      crypto: { allowed: false, reason },
      companies: { allowed: false, reason },
    });
    expect(closedAreasOf(profile)).toEqual(['crypto', 'companies']);
  });

  it('gives every open profile the same empty list, so a reader of it need not re-render', () => {
    expect(closedAreasOf(onboarded)).toBe(closedAreasOf({ ...onboarded, kyc: 'kyc:pending' }));
  });
});

describe('standingOf', () => {
  it.each<[string, ClientProfile, Standing]>([
    ['onboarded', onboarded, 'active'],
    ['blocked', { ...onboarded, adm: 'adm:blocked' }, 'blocked'],
    ['suspended', { ...onboarded, adm: 'adm:suspended' }, 'suspended'],
    ['of an unlisted status', { ...onboarded, adm: 'adm:closed' }, 'other'],
    // adm:active, but the bank will not let a rejected identity act: not "Active".
    ['whose identity check was rejected', { ...onboarded, kyc: 'kyc:rejected' }, 'notActive'],
    ['without a contract', { ...onboarded, contract: null }, 'notYetActive'],
    ['whose identity check is pending', { ...onboarded, kyc: 'kyc:pending' }, 'notYetActive'],
  ])('a client %s', (_, profile, standing) => {
    expect(standingOf(profile)).toBe(standing);
  });
});
