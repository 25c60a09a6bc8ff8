import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMockBank, TEST_BANK_URL } from '../../test/mock-bank-harness';
import { internalTransferErrors } from './errors';
import { sendOutcomeOf } from './outcome';
import { sendInternalTransfer } from './requests';
import type { InternalTransferBody } from './schemas';

const { server, onSessionEnded, renewAccessToken } = setupMockBank();

const ACCOUNT = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const OTHER = '0f1e2d3c-4b5a-4697-8887-766554433221';
const body: InternalTransferBody = {
  amount: '10.00',
  from: { type: 'individual', accountId: ACCOUNT },
  recipient: { type: 'account', accountId: OTHER },
};
const path = `${TEST_BANK_URL}/v2/transfer/internal`;

/** The error a send rejects with when the bank's edge answers `answer`. */
async function failureOf(answer: () => Response | Promise<Response>): Promise<unknown> {
  server.use(mswHttp.post(path, answer));
  return sendInternalTransfer(body).then(
    () => {
      throw new Error('The send succeeded');
    },
    (error: unknown) => error,
  );
}

describe('sendOutcomeOf: what a failed send says about the money', () => {
  it.each([
    [400, internalTransferErrors.balanceNotEnough],
    [403, internalTransferErrors.recipientBlocked],
    [404, internalTransferErrors.recipientAccountNotFound],
    [400, 'Invalid payload'],
  ])('a %s answer (%s) is a refusal: nothing was sent', async (status, message) => {
    const error = await failureOf(() => HttpResponse.json({ message }, { status }));
    expect(sendOutcomeOf(error)).toBe('refused');
  });

  it('a 401 the renewal could not cure is a refusal too (and ends the session)', async () => {
    renewAccessToken.mockRejectedValue(new Error('refresh token revoked'));
    const error = await failureOf(() =>
      HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }),
    );
    expect(sendOutcomeOf(error)).toBe('refused');
    expect(onSessionEnded).toHaveBeenCalledOnce();
  });

  it.each([
    ['a 500', () => HttpResponse.json({ message: 'Internal error' }, { status: 500 })],
    ['a gateway 504 without a body', () => new HttpResponse(null, { status: 504 })],
    ['a 502 page of HTML', () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })],
    ['a dropped connection', () => HttpResponse.error()],
    [
      'a 201 without the transaction id',
      () => HttpResponse.json({ operationId: 'op-1' }, { status: 201 }),
    ],
  ])('%s leaves the outcome unknown', async (_what, answer) => {
    const error = await failureOf(answer);
    expect(sendOutcomeOf(error)).toBe('unknown');
  });

  it('anything else thrown is unknown, never a refusal', () => {
    expect(sendOutcomeOf(new TypeError('terminated'))).toBe('unknown');
    expect(sendOutcomeOf(new DOMException('aborted', 'AbortError'))).toBe('unknown');
    expect(sendOutcomeOf(undefined)).toBe('unknown');
  });
});
