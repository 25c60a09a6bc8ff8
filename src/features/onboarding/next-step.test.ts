import { describe, expect, it } from 'vitest';
import type { ClientProfile } from '../../api/client/schemas';
import { lockedReason, onboardingState } from './next-step';

const client: ClientProfile = {
  client: '5b0c2f4e-1d1a-4c8e-9f57-2a1f3b4c5d6e',
  adm: 'adm:active',
  kyc: 'kyc:confirmed',
  contract: 'BasicContract',
  name: 'Ada',
  surname: 'Lovelace',
};

describe('onboardingState', () => {
  it('starts with the profile when there is no client', () => {
    expect(onboardingState(null, 0)).toEqual({ kind: 'step', step: 'profile' });
  });

  it('asks for a contract before anything else', () => {
    expect(onboardingState({ ...client, contract: null, kyc: 'kyc:unconfirmed' }, 0)).toEqual({
      kind: 'step',
      step: 'contract',
    });
  });

  it.each(['kyc:unconfirmed', 'kyc:pending', 'kyc:rejected', 'kyc:resubmission'] as const)(
    'asks for identity verification while kyc is %s',
    (kyc) => {
      expect(onboardingState({ ...client, kyc }, 0)).toEqual({
        kind: 'step',
        step: 'verification',
      });
    },
  );

  it('asks for an account once verified, and is done with one', () => {
    expect(onboardingState(client, 0)).toEqual({ kind: 'step', step: 'account' });
    expect(onboardingState(client, 2)).toEqual({ kind: 'done' });
  });

  it.each(['adm:blocked', 'adm:suspended'] as const)('locks a client who is %s', (adm) => {
    expect(onboardingState({ ...client, adm, contract: null }, 0)).toEqual({ kind: 'locked', adm });
  });

  it('locks a client whose adm the spec does not list, as not active (A-295)', () => {
    expect(onboardingState({ ...client, adm: 'adm:closed' }, 2)).toEqual({
      kind: 'locked',
      adm: 'adm:closed',
    });
    expect(lockedReason('adm:closed')).toBe('admOther');
    expect(lockedReason('adm:blocked')).toBe('blocked');
    expect(lockedReason('adm:suspended')).toBe('suspended');
  });

  it('asks for identity verification while kyc is one the spec does not list', () => {
    expect(onboardingState({ ...client, kyc: 'kyc:in_review' }, 2)).toEqual({
      kind: 'step',
      step: 'verification',
    });
  });
});
