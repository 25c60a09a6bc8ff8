import { describe, it, expect } from 'vitest';
import {
  clientContractPatchBodySchema,
  clientContractPatchResponseSchema,
  clientProfileSchema,
  contractAcceptBodySchema,
  contractAcceptResponseSchema,
  createClientBodySchema,
  createClientResponseSchema,
  patchClientBodySchema,
  patchClientResponseSchema,
} from './schemas';
import { englishMessages } from '../../test/schema-messages';

const validBody = {
  name: 'Ada',
  surname: 'Lovelace',
  nationality: 'GBR',
  birthday: '1990-12-10',
  phone: '+447700900123',
};

const profile = {
  client: '3f0c2a4e-8b1d-4c6e-9a7f-2d5b8e1c4a90',
  adm: 'adm:active',
  kyc: 'kyc:confirmed',
  verifier: 'sumsub',
  applicant: '65a1f0c2e4b0a1b2c3d4e5f6',
  agent: '7d2e4f60-1a3b-4c5d-8e9f-0a1b2c3d4e5f',
  context: 'profile',
  created: '2024-01-15T09:30:00.000Z',
  updated: '2024-01-16T10:00:00.000Z',
  contract: 'BasicContract',
  termsVersion: '2023-11-01T00:00:00Z',
  termsAcceptedTs: '2024-01-15T09:31:00.000Z',
  address: { country: 'GBR', postCode: 'SW1A 1AA', town: 'London', street: '1 Main St' },
  name: 'Ada',
  surname: 'Lovelace',
  nationality: 'GBR',
  birthday: '1990-12-10',
  phone: '+447700900123',
};

describe('createClientBodySchema', () => {
  it('accepts a valid body', () => {
    expect(createClientBodySchema.parse(validBody)).toEqual(validBody);
  });

  it('accepts a name of 15 characters and refuses 16', () => {
    expect(createClientBodySchema.safeParse({ ...validBody, name: 'a'.repeat(15) }).success).toBe(
      true,
    );
    expect(
      englishMessages(createClientBodySchema.safeParse({ ...validBody, name: 'a'.repeat(16) })),
    ).toEqual(['Enter a name of at most 15 characters']);
    expect(
      createClientBodySchema.safeParse({ ...validBody, name: 'a'.repeat(16) }).error?.issues[0]
        ?.message,
    ).toBe('validation.name.tooLong|{"max":15}');
  });

  it('accepts a surname of 30 characters and refuses 31', () => {
    expect(
      createClientBodySchema.safeParse({ ...validBody, surname: 'a'.repeat(30) }).success,
    ).toBe(true);
    expect(
      englishMessages(createClientBodySchema.safeParse({ ...validBody, surname: 'a'.repeat(31) })),
    ).toEqual(['Enter a surname of at most 30 characters']);
  });

  it('refuses empty name and surname', () => {
    const result = createClientBodySchema.safeParse({ ...validBody, name: '', surname: '' });
    expect(englishMessages(result)).toEqual(['Enter your name', 'Enter your surname']);
  });

  it('refuses a name and surname made only of spaces, and trims the spaces around real ones', () => {
    const blank = createClientBodySchema.safeParse({ ...validBody, name: '   ', surname: '\t ' });
    expect(englishMessages(blank)).toEqual(['Enter your name', 'Enter your surname']);
    const padded = createClientBodySchema.parse({
      ...validBody,
      name: `  ${'A'.repeat(15)} `,
      surname: ' Lovelace ',
    });
    expect(padded).toMatchObject({ name: 'A'.repeat(15), surname: 'Lovelace' });
  });

  it('an empty birthday says what is missing, a wrong one what form it takes', () => {
    expect(
      englishMessages(createClientBodySchema.safeParse({ ...validBody, birthday: '' })),
    ).toEqual(['Enter your date of birth']);
    expect(
      englishMessages(createClientBodySchema.safeParse({ ...validBody, birthday: '10/12/1990' })),
    ).toEqual(['Enter a real date in the form YYYY-MM-DD']);
  });

  it('refuses a birthday that is not a calendar date', () => {
    const result = createClientBodySchema.safeParse({ ...validBody, birthday: '2024-02-30' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['birthday']);
  });

  it.each(['GB', 'GBRR', 'gbr', 'G1R'])('refuses nationality %j', (nationality) => {
    expect(createClientBodySchema.safeParse({ ...validBody, nationality }).success).toBe(false);
  });

  it('refuses a phone number without the international prefix', () => {
    const result = createClientBodySchema.safeParse({ ...validBody, phone: '07700900123' });
    expect(result.error?.issues[0]?.path).toEqual(['phone']);
  });

  it('requires every field', () => {
    const result = createClientBodySchema.safeParse({});
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([
      'name',
      'surname',
      'nationality',
      'birthday',
      'phone',
    ]);
  });
});

describe('clientProfileSchema', () => {
  it('accepts a realistic profile and strips unknown keys', () => {
    const parsed = clientProfileSchema.parse({ ...profile, internalFlag: true });
    expect(parsed).toEqual(profile);
    expect('internalFlag' in parsed).toBe(false);
  });

  it('fails when the client id or a status is missing', () => {
    const { client: _client, ...withoutClient } = profile;
    expect(clientProfileSchema.safeParse(withoutClient).success).toBe(false);
    expect(clientProfileSchema.safeParse({ ...profile, kyc: undefined }).success).toBe(false);
  });

  it('reads statuses outside the listed enums as given (A-295), but requires them as strings', () => {
    expect(clientProfileSchema.parse({ ...profile, adm: 'adm:unknown' }).adm).toBe('adm:unknown');
    expect(clientProfileSchema.parse({ ...profile, kyc: 'kyc:maybe' }).kyc).toBe('kyc:maybe');
    const { kyc: _kyc, ...withoutKyc } = profile;
    expect(clientProfileSchema.safeParse(withoutKyc).success).toBe(false);
    expect(clientProfileSchema.safeParse({ ...profile, adm: 1 }).success).toBe(false);
  });

  it('accepts a profile without contract (null) and without personal fields', () => {
    const result = clientProfileSchema.safeParse({
      client: profile.client,
      adm: 'adm:blocked',
      kyc: 'kyc:unconfirmed',
      contract: null,
    });
    expect(result.success).toBe(true);
  });
});

describe('PATCH /client/contract', () => {
  it('the response drops the personal fields', () => {
    const parsed = clientContractPatchResponseSchema.parse(profile);
    expect(parsed).not.toHaveProperty('name');
    expect(parsed).not.toHaveProperty('phone');
    expect(parsed.contract).toBe('BasicContract');
  });

  it('the body needs a non-empty contract', () => {
    expect(clientContractPatchBodySchema.safeParse({ contract: 'BasicContract' }).success).toBe(
      true,
    );
    expect(englishMessages(clientContractPatchBodySchema.safeParse({ contract: '' }))).toEqual([
      'Choose a contract',
    ]);
  });
});

describe('PATCH /client', () => {
  it('the body carries a phone in international format', () => {
    expect(patchClientBodySchema.safeParse({ phone: '+447700900123' }).success).toBe(true);
    expect(patchClientBodySchema.safeParse({ phone: '12' }).success).toBe(false);
  });

  it('the response is the address, bare or wrapped', () => {
    const address = { country: 'GBR', town: 'London' };
    expect(patchClientResponseSchema.parse(address)).toEqual(address);
    expect(patchClientResponseSchema.parse({ address })).toEqual(address);
    expect(patchClientResponseSchema.safeParse({ town: 12 }).success).toBe(false);
  });
});

describe('POST /v2/clients/contract-accept', () => {
  it('the body needs a contract id', () => {
    expect(contractAcceptBodySchema.safeParse({ contractId: 'BasicContract' }).success).toBe(true);
    expect(contractAcceptBodySchema.safeParse({ contractId: '' }).success).toBe(false);
    expect(contractAcceptBodySchema.safeParse({}).success).toBe(false);
  });

  it('the response may be any 2xx body: the spec shows none (issue 19)', () => {
    for (const body of [{ ok: true }, {}, undefined, null, 'accepted', [], true]) {
      expect(contractAcceptResponseSchema.safeParse(body).success, String(body)).toBe(true);
    }
  });

  it('POST /client may answer any 2xx body too', () => {
    for (const body of [{ client: 'c' }, {}, undefined, null, 'created', []]) {
      expect(createClientResponseSchema.safeParse(body).success, String(body)).toBe(true);
    }
  });
});
