import { describe, it, expect } from 'vitest';
import { identityVerificationTokenSchema } from './schemas';

const token = {
  token: '_act-sbx-jwt-eyJhbGciOiJub25lIn0.eyJ1cmwiOiJodHRwczovL2FwaSJ9.',
  userId: '3f0c2a4e-8b1d-4c6e-9a7f-2d5b8e1c4a90',
};

describe('identityVerificationTokenSchema', () => {
  it('accepts a realistic token and strips unknown keys', () => {
    expect(identityVerificationTokenSchema.parse({ ...token, ttl: 600 })).toEqual(token);
  });

  it('fails without a token or with an empty one; the user id is any the bank gives, or none', () => {
    expect(identityVerificationTokenSchema.safeParse({ userId: token.userId }).success).toBe(false);
    expect(identityVerificationTokenSchema.safeParse({ ...token, token: '' }).success).toBe(false);
    expect(identityVerificationTokenSchema.safeParse({ ...token, userId: 'user-1' }).success).toBe(
      true,
    );
    expect(identityVerificationTokenSchema.safeParse({ token: token.token }).success).toBe(true);
  });
});
