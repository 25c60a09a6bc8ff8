// The reads a first screen waits for leave as it renders, not once React has shown it (issue
// 23 §3): on a phone the first screen after sign-in renders for a few hundred milliseconds
// before it commits. Each screen here renders beside a part that never finishes loading, so
// nothing commits: a read made all the same was made by the render.
import { act } from '@testing-library/react';
import { Suspense, use, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { HistoryRoute } from './history';
import { TransfersRoute } from './transfers';

const { requests, companyOf, signInAs } = setupMockBank();

const never = new Promise<never>(() => undefined);

function NeverShown() {
  use(never);
  return null;
}

async function renderUncommitted(screen: ReactElement, route: string) {
  await act(async () => {
    renderWithProviders(
      <Suspense fallback={null}>
        {screen}
        <NeverShown />
      </Suspense>,
      { route },
    );
  });
}

describe('a first screen reads as it renders', () => {
  it('the history: the accounts its filters list', async () => {
    await renderUncommitted(<HistoryRoute />, '/history');
    await expect.poll(() => requests('/v1/accounts')).toEqual(['GET /v1/accounts 200']);
    // Beside them, as before: the first rows of every account.
    expect(requests('/v1/transactions')).toEqual(['GET /v1/transactions 200']);
  });

  it('the transfer form: the profile that says whether the customer may send', async () => {
    await renderUncommitted(<TransfersRoute />, '/transfers');
    await expect.poll(() => requests('/client')).toEqual(['GET /client 200']);
  });

  it("a company's transfer form: the companies, whose entry says what the company may do", async () => {
    signInAs('acme');
    const { companyId } = companyOf('acme', 'Acme Corporation');
    await renderUncommitted(<TransfersRoute />, `/transfers?companyId=${companyId}`);
    await expect.poll(() => requests('/v2/companies')).toEqual(['GET /v2/companies 200']);
    expect(requests('/client')).toEqual(['GET /client 200']);
  });
});
