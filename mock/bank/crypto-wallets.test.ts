import Big from 'big.js';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MockBank } from './bank';
import { companyIdOf, cryptoAccountOf } from './crypto/test-helpers';
import { createTestBank, type TestBank } from './test-bank';

const START = new Date('2026-03-01T12:00:00.000Z');
let bank: MockBank, call: TestBank['call'], advance: TestBank['advance'];

beforeEach(() => {
  ({ bank, call, advance } = createTestBank({ start: START }));
});

// Addresses from the Bitcoin wiki, BIP-173 and EIP-55.
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const BTC_LEGACY = '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2';
const BTC_TESTNET = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
const ETH_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

const refusal = (status: number, message: string) => ({ status, body: { message } });
const bitcoin = () => cryptoAccountOf(bank, 'ada', 'Bitcoin');
const register = (body: unknown, as = 'ada', query = '') =>
  call('POST', `/crypto-exchange/wallets${query}`, { as, body });
const pay = (body: unknown, as = 'ada', query = '') =>
  call('POST', `/crypto-exchange/payouts${query}`, { as, body });

async function walletId(body: Record<string, unknown>, as = 'ada', query = ''): Promise<string> {
  const response = await register(body, as, query);
  expect(response.status).toBe(201);
  return (response.body as { id: string }).id;
}

describe('POST /crypto-exchange/wallets', () => {
  it('201 with {id, currency, address, network, label, createdAt}; the network defaults to the currency’s', async () => {
    const response = await register({
      currency: 'BTC',
      address: ` ${BTC_ADDRESS} `,
      label: 'Cold',
    });
    expect(response).toEqual({
      status: 201,
      body: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        currency: 'BTC',
        address: BTC_ADDRESS,
        network: 'bitcoin',
        label: 'Cold',
        createdAt: START.toISOString(),
      },
    });
    const eth = await register({ currency: 'ETH', address: ETH_ADDRESS, network: 'ethereum' });
    expect(eth.body).toMatchObject({ network: 'ethereum', label: null });
    expect(bank.state.users.get('ada')?.wallets.map((wallet) => wallet.currency)).toEqual([
      'BTC',
      'ETH',
    ]);
  });

  it.each([
    [
      'a currency with no wallets',
      { currency: 'DOGE', address: BTC_ADDRESS },
      'Currency is not supported',
    ],
    [
      'a network that does not carry it',
      { currency: 'BTC', network: 'ethereum', address: BTC_ADDRESS },
      'Network is not supported for this currency',
    ],
    [
      'a test-network address',
      { currency: 'BTC', address: BTC_TESTNET },
      'Address is not valid for this currency and network',
    ],
    [
      'an Ethereum address as BTC',
      { currency: 'BTC', address: ETH_ADDRESS },
      'Address is not valid for this currency and network',
    ],
    [
      'a mistyped checksum',
      { currency: 'ETH', address: ETH_ADDRESS.replace('aAeb', 'aaeb') },
      'Address is not valid for this currency and network',
    ],
    [
      'a last character changed',
      { currency: 'BTC', address: BTC_LEGACY.replace(/2$/, '3') },
      'Address is not valid for this currency and network',
    ],
    ['no address', { currency: 'BTC' }, 'Invalid payload'],
    [
      'a label of 51 characters',
      { currency: 'BTC', address: BTC_ADDRESS, label: 'x'.repeat(51) },
      'Invalid payload',
    ],
  ])('%s → 400, nothing stored', async (_name, body, message) => {
    expect(await register(body)).toEqual(refusal(400, message));
    expect(bank.state.users.get('ada')?.wallets).toEqual([]);
  });

  it('the same address twice → 400, in any letter case; another party may register it', async () => {
    await walletId({ currency: 'ETH', address: ETH_ADDRESS });
    expect(await register({ currency: 'ETH', address: ETH_ADDRESS.toLowerCase() })).toEqual(
      refusal(400, 'Wallet with this address is already registered'),
    );
    const corporation = companyIdOf(bank, 'acme', 'Acme Corporation');
    await walletId({ currency: 'ETH', address: ETH_ADDRESS }, 'acme', `?companyId=${corporation}`);
    await walletId({ currency: 'ETH', address: ETH_ADDRESS }, 'grace');
  });

  it('who may: blocked → 403, no profile → 404; a contract with no exchange param is served', async () => {
    const body = { currency: 'BTC', address: BTC_ADDRESS };
    expect(await register(body, 'blocked')).toEqual(refusal(403, 'Account is not active'));
    expect(await register(body, 'new')).toEqual(refusal(404, 'Client not found'));
    const client = bank.state.users.get('ada')?.client;
    if (client) client.contract = 'LegacyContract';
    expect((await register(body)).status).toBe(201);
  });
});

describe('POST /crypto-exchange/payouts', () => {
  it('201 initiated; the amount leaves Bitcoin’s available at once and its hold 5 s later', async () => {
    const wallet = await walletId({ currency: 'BTC', address: BTC_ADDRESS });
    const before = { ...bitcoin() };
    const response = await pay({ walletId: wallet, amount: '0.002', currency: 'BTC' });
    expect(response).toEqual({
      status: 201,
      body: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        walletId: wallet,
        amount: '0.002',
        currency: 'BTC',
        status: 'initiated',
        createdAt: START.toISOString(),
      },
    });
    expect(bitcoin().available).toBe(new Big(before.available).minus('0.002').toFixed(8));
    expect(bitcoin().holding).toBe(new Big(before.holding).plus('0.002').toFixed(8));
    advance(5000);
    await call('GET', '/v1/accounts');
    expect(bitcoin().holding).toBe(before.holding);
    expect(bank.state.users.get('ada')?.payouts[0]?.status).toBe('completed');
  });

  it('names the account it leaves with accountIdFrom; another currency’s or another’s → refused', async () => {
    const wallet = await walletId({ currency: 'BTC', address: BTC_ADDRESS });
    const body = { walletId: wallet, amount: '0.001', currency: 'BTC' };
    expect((await pay({ ...body, accountIdFrom: bitcoin().id })).status).toBe(201);
    const euros = cryptoAccountOf(bank, 'ada', 'Everyday euros');
    expect(await pay({ ...body, accountIdFrom: euros.id })).toEqual(
      refusal(400, 'Account currency does not match the payout'),
    );
    const acmeBitcoin = cryptoAccountOf(bank, 'acme', 'Acme bitcoin');
    expect(await pay({ ...body, accountIdFrom: acmeBitcoin.id })).toEqual(
      refusal(403, 'Sender has no access to this account'),
    );
  });

  it.each([
    [
      'a wallet that is not the party’s',
      { walletId: 'nope', amount: '0.001', currency: 'BTC' },
      404,
      'Wallet not found',
    ],
    [
      'another currency than the wallet’s',
      { amount: '0.001', currency: 'ETH' },
      400,
      'Payout currency does not match the wallet',
    ],
    [
      '9 decimals',
      { amount: '0.001000001', currency: 'BTC' },
      400,
      'Amount has too many decimal places for this currency',
    ],
    ['zero', { amount: '0', currency: 'BTC' }, 400, 'Amount is below the minimum payout'],
    [
      'under 0.0001 BTC',
      { amount: '0.00009999', currency: 'BTC' },
      400,
      'Amount is below the minimum payout',
    ],
    [
      'more than Bitcoin’s 0.05 available',
      { amount: '0.05000001', currency: 'BTC' },
      400,
      'Account balance is not enough',
    ],
    ['an amount as a number', { amount: 0.001, currency: 'BTC' }, 400, 'Invalid payload'],
  ])('%s → %i, nothing moves', async (_name, fields, status, message) => {
    const wallet = await walletId({ currency: 'BTC', address: BTC_ADDRESS });
    const before = { ...bitcoin() };
    expect(await pay({ walletId: wallet, ...fields })).toEqual(refusal(status, message));
    expect(bitcoin()).toEqual(before);
    expect(bank.state.users.get('ada')?.payouts).toEqual([]);
  });

  it('the party must hold an account in the currency: ada has Ether, grace none → 404', async () => {
    const wallet = await walletId({ currency: 'ETH', address: ETH_ADDRESS }, 'grace');
    expect(await pay({ walletId: wallet, amount: '0.01', currency: 'ETH' }, 'grace')).toEqual(
      refusal(404, 'Account not found'),
    );
    const own = await walletId({ currency: 'ETH', address: ETH_ADDRESS });
    expect(await pay({ walletId: own, amount: '0.01', currency: 'ETH' })).toEqual(
      refusal(400, 'Account balance is not enough'),
    );
  });

  it('a company’s wallet pays from the company’s account, and is not found for the user alone', async () => {
    const corporation = companyIdOf(bank, 'acme', 'Acme Corporation');
    const query = `?companyId=${corporation}`;
    const wallet = await walletId({ currency: 'BTC', address: BTC_LEGACY }, 'acme', query);
    const body = { walletId: wallet, amount: '0.25', currency: 'BTC' };
    expect(await pay(body, 'acme')).toEqual(refusal(404, 'Wallet not found'));
    expect((await pay(body, 'acme', query)).status).toBe(201);
    expect(cryptoAccountOf(bank, 'acme', 'Acme bitcoin').available).toBe('0.50000000');
  });
});
