import { beforeEach, describe, expect, it } from 'vitest';
import type { Company } from '../../src/api/companies/schemas';
import type { MockBank } from './bank';
import { COMPANY_EMAIL_CODE } from './routes/companies';
import { createTestBank, type TestBank } from './test-bank';
import { companiesResponseSchema, companySchema, legacyCompanySchema } from './spec/responses';

const START = new Date('2026-03-01T12:00:00.000Z');
let bank: MockBank, call: TestBank['call'];

beforeEach(() => {
  ({ bank, call } = createTestBank({ start: START }));
});

const error = (status: number, message: string) => ({ status, body: { message } });
const NOT_FOUND = error(404, 'Company not found');
const NO_TERMS = error(400, '[400] :: There is no document for the requested terms');
const INVALID = error(400, 'Invalid payload');

function acme(name: string): Company {
  const company = bank.state.users.get('acme')?.companies.find((c) => c.name === name);
  if (!company) throw new Error(`No company ${name}`);
  return company;
}

async function listed(as = 'acme'): Promise<Company[]> {
  const response = await call('GET', '/v2/companies', { as });
  expect(response.status).toBe(200);
  return companiesResponseSchema.parse(response.body).companies;
}

describe('GET /v2/companies', () => {
  it('lists the user’s companies with every field of the spec’s v2 item', async () => {
    const companies = await listed();
    expect(companies.map((c) => [c.name, c.kyb, c.emailVerified, c.contractId ?? null])).toEqual([
      ['Acme Corporation', 'kyb:confirmed', false, 'BasicContract'],
      ['Acme Rockets', 'kyb:initiated', true, null],
    ]);
    const response = await call('GET', '/v2/companies', { as: 'acme' });
    const [first] = (response.body as { companies: Record<string, unknown>[] }).companies;
    expect(Object.keys(first ?? {}).sort()).toEqual(
      [
        'userId',
        'companyId',
        'adm',
        'kyb',
        'name',
        'companyType',
        'position',
        'email',
        'emailVerified',
        'phone',
        'contactName',
        'registrationNumber',
        'tradingAddress',
        'address',
        'contractId',
        'onboardingFee',
      ].sort(),
    );
    expect(companies[0]?.userId).toBe(bank.state.users.get('acme')?.client?.client);
  });

  it('a user without companies gets an empty list; without a client 404', async () => {
    expect(await listed('ada')).toEqual([]);
    expect(await call('GET', '/v2/companies', { as: 'new' })).toEqual(
      error(404, 'Client not found'),
    );
  });
});

describe('GET /companies/{companyId}', () => {
  it('answers the legacy record, kyb shown as kyc', async () => {
    const rockets = acme('Acme Rockets');
    const response = await call('GET', `/companies/${rockets.companyId}`, { as: 'acme' });
    expect(response.status).toBe(200);
    const record = legacyCompanySchema.parse(response.body);
    expect(record).toMatchObject({
      companyId: rockets.companyId,
      kyc: 'kyc:initiated',
      adm: 'adm:active',
      name: 'Acme Rockets',
      position: rockets.position,
      email: rockets.email,
    });
    expect(record.id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(record.id).not.toBe(rockets.companyId);
  });

  it('a company the user does not administer → 404 Company not found', async () => {
    const rockets = acme('Acme Rockets');
    expect(await call('GET', `/companies/${rockets.companyId}`)).toEqual(NOT_FOUND);
    expect(await call('GET', '/companies/unknown', { as: 'acme' })).toEqual(NOT_FOUND);
  });
});

describe.each([
  ['PATCH', '/companies/contract', 'contract'],
  ['POST', '/v2/companies/contract-accept', 'contractId'],
] as const)('%s %s', (method, path, field) => {
  const send = (body: unknown, as = 'acme') => call(method, path, { as, body });

  it('gives the company an offered contract and shows it in the list', async () => {
    const rockets = acme('Acme Rockets');
    const response = await send({ companyId: rockets.companyId, [field]: 'PremiumContract' });
    expect(response.status).toBe(200);
    const schema = method === 'PATCH' ? legacyCompanySchema : companySchema;
    expect(schema.parse(response.body).companyId).toBe(rockets.companyId);
    const after = (await listed()).find((c) => c.companyId === rockets.companyId);
    expect(after?.contractId).toBe('PremiumContract');
  });

  it('an unknown or withdrawn contract → the spec’s “no document” message', async () => {
    const { companyId } = acme('Acme Rockets');
    expect(await send({ companyId, [field]: 'NoSuchContract' })).toEqual(NO_TERMS);
    expect(await send({ companyId, [field]: 'LegacyContract' })).toEqual(NO_TERMS);
    expect((await listed()).find((c) => c.companyId === companyId)?.contractId).toBeNull();
  });

  it('another user’s company → 404; a bad body or unknown property → 400', async () => {
    const { companyId } = acme('Acme Rockets');
    expect(await send({ companyId, [field]: 'BasicContract' }, 'ada')).toEqual(NOT_FOUND);
    expect(await send({ companyId })).toEqual(INVALID);
    expect(await send({ companyId, [field]: 'BasicContract', extra: 1 })).toEqual(INVALID);
  });
});

describe('company email', () => {
  it('resend-code answers the legacy record; unknown property or company refused', async () => {
    const corp = acme('Acme Corporation');
    const response = await call('POST', '/companies/email/resend-code', {
      as: 'acme',
      body: { companyId: corp.companyId },
    });
    expect(legacyCompanySchema.parse(response.body).email).toBe(corp.email);
    expect(
      await call('POST', '/companies/email/resend-code', {
        as: 'acme',
        body: { companyId: corp.companyId, email: 'x@example.com' },
      }),
    ).toEqual(INVALID);
    expect(
      await call('POST', '/companies/email/resend-code', { body: { companyId: corp.companyId } }),
    ).toEqual(NOT_FOUND);
  });

  it('verify accepts only the mock’s code, then the list says verified', async () => {
    const { companyId } = acme('Acme Corporation');
    const verify = (code: string) =>
      call('POST', '/companies/email/verify', { as: 'acme', body: { companyId, code } });
    expect(await verify('000000')).toEqual(error(400, 'The verification code is not valid'));
    expect((await listed())[0]?.emailVerified).toBe(false);
    expect((await verify('246810')).status).toBe(200);
    expect(COMPANY_EMAIL_CODE).toBe('246810');
    expect((await listed())[0]?.emailVerified).toBe(true);
  });
});
