// Issue 35 §1 on the accounts overview: the same bank answers written as other servers write
// them (`null` for no text, ids without RFC digits, a USDC account, one item that cannot be
// read; src/app/unreadable-notice.test.tsx) still show every account that can be read.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { rewriteAnswer } from '../../test/rewritten-answer';
import { AccountsOverview } from './accounts-overview';

const { bank, server, accountOf } = setupMockBank();

type Body = Record<string, unknown>;

/** A uuid with its RFC 9562 version and variant digits replaced (`…-0…-0…-…`). */
const plain = (id: string) =>
  id.replace(
    /^(.{8}-.{4}-).(.{3}-).(.*)$/,
    (_all, head: string, mid: string, tail: string) => `${head}0${mid}0${tail}`,
  );

describe('AccountsOverview against answers written another way', () => {
  it('shows the accounts when every text without a value is null', async () => {
    const nullTexts = (item: Body) => ({
      ...item,
      alias: null,
      title: item['title'] ?? null,
      variantId: null,
      endUserId: null,
      createdAt: null,
      updatedAt: null,
      products: null,
    });
    rewriteAnswer(server, bank, '/v1/accounts', (body) => (body as Body[]).map(nullTexts));
    rewriteAnswer(server, bank, '/account', (body) =>
      (body as Body[]).map((item) => ({
        ...item,
        agent: null,
        auditor: null,
        contract: null,
        alias: null,
        variantId: null,
        created: null,
      })),
    );
    rewriteAnswer(server, bank, '/client', (body) => ({
      ...(body as Body),
      verifier: null,
      applicant: null,
      agent: null,
      context: null,
    }));
    renderWithProviders(<AccountsOverview companyId={undefined} />);
    const euros = accountOf('ada', 'Everyday euros');
    const group = await screen.findByRole('region', { name: 'EUR accounts' });
    expect(within(group).getByRole('article', { name: euros.title })).toBeVisible();
    expect(screen.queryByText(/does not understand/)).toBeNull();
  });

  it('shows the accounts and their balances when ids have no RFC digits', async () => {
    const ids = (item: Body, keys: string[]) =>
      Object.fromEntries(
        Object.entries(item).map(([key, value]) => [
          key,
          keys.includes(key) && typeof value === 'string' ? plain(value) : value,
        ]),
      );
    rewriteAnswer(server, bank, '/v1/accounts', (body) =>
      (body as Body[]).map((item) => ids(item, ['id', 'endUserId'])),
    );
    rewriteAnswer(server, bank, '/account', (body) =>
      (body as Body[]).map((item) => ids(item, ['account', 'client', 'agent'])),
    );
    renderWithProviders(<AccountsOverview companyId={undefined} />);
    const euros = accountOf('ada', 'Everyday euros');
    const group = await screen.findByRole('region', { name: 'EUR accounts' });
    const card = within(group).getByRole('article', { name: euros.title });
    expect(within(card).queryByText(/Balances are not available/)).toBeNull();
  });

  it('shows an account in a currency that is not ISO 4217 (USDC) beside the others', async () => {
    const pounds = accountOf('ada', 'Pounds');
    const asUsdc = (item: Body, idKey: string) =>
      item[idKey] === pounds.id ? { ...item, currency: 'USDC', title: 'Dollar coins' } : item;
    rewriteAnswer(server, bank, '/v1/accounts', (body) =>
      (body as Body[]).map((item) => asUsdc(item, 'id')),
    );
    rewriteAnswer(server, bank, '/account', (body) =>
      (body as Body[]).map((item) => asUsdc(item, 'account')),
    );
    renderWithProviders(<AccountsOverview companyId={undefined} />);
    expect(await screen.findByRole('region', { name: 'USDC accounts' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'EUR accounts' })).toBeInTheDocument();
    // The amount with its code, as Intl has no symbol for it.
    const card = within(screen.getByRole('region', { name: 'USDC accounts' })).getByRole(
      'article',
      { name: 'Dollar coins' },
    );
    expect(card).toHaveTextContent(/USDC/);
  });
});
