import { describe, expect, it } from 'vitest';
import { accountErrors } from './accounts/errors';
import { clientErrors } from './client/errors';
import { companyErrors } from './companies/errors';
import { contractErrors } from './contracts/errors';
import { ApiError, describeError, hasMessage, NetworkError } from './errors';
import { authorizationErrors } from './shared/errors';
import { transactionErrors } from './transactions/errors';
import {
  externalTransferErrors,
  internalTransferErrorStatus,
  internalTransferErrors,
} from './transfers/errors';
import { verificationErrors } from './verification/errors';

const texts = (catalogue: Record<string, string>) => Object.values(catalogue).sort();

// Expected texts are copied from the spec (client-api.md, "Errors" and "Authentication" §6).
describe('the error catalogue', () => {
  it('holds the 18 messages of POST /v2/transfer/internal with their statuses', () => {
    expect(internalTransferErrorStatus).toEqual({
      'Amount is too big for this payment method': 400,
      'Account balance is not enough': 400,
      'Account contract is not acceptable': 400,
      'Account contracts quota is over provided limits': 400,
      'Persisted recipient does not support this payment method': 400,
      'Recipient account configuration is not acceptable': 400,
      'Recipient account contract is not acceptable': 400,
      'Recipient account currency does not match': 400,
      'Sender has no contract': 403,
      'Sender has no access to this account': 403,
      'Account has no access to this product': 403,
      'Account is not active': 403,
      'Recipient is blocked': 403,
      'Recipient account has no access to this product': 403,
      'Recipient account is not active': 403,
      'Sender not found': 404,
      'Persisted recipient not found': 404,
      'Recipient account not found': 404,
    });
    expect(texts(internalTransferErrors)).toEqual(Object.keys(internalTransferErrorStatus).sort());
  });

  it('holds the messages the spec lists for each other endpoint', () => {
    expect(texts(externalTransferErrors)).toEqual(
      [
        'Amount is too big for this payment method',
        'Sender has no contract',
        'Sender not found',
      ].sort(),
    );
    expect(texts(verificationErrors)).toEqual(
      ['Client contract is not acceptable', 'Client has no contract', 'Client not found'].sort(),
    );
    expect(texts(transactionErrors)).toEqual(['Invalid payload', 'Proses failed']);
    expect(texts(contractErrors)).toEqual(
      ['The client has been already initiated', 'Client initiation failed'].sort(),
    );
    expect(companyErrors.noTermsDocument).toBe(
      '[400] :: There is no document for the requested terms',
    );
    expect(clientErrors.alreadyInitiated).toBe('The client has been already initiated');
    expect(texts(authorizationErrors)).toEqual(
      [
        'Sender has no contract',
        'Sender has no access to this account',
        'Account has no access to this product',
        'Account is not active',
      ].sort(),
    );
    expect(texts(accountErrors)).toEqual(
      expect.arrayContaining([
        'Company status blocks account activation',
        'Sender has no access to this account',
        'Company not found',
      ]),
    );
  });
});

describe('hasMessage', () => {
  const quota = 'Account contracts quota is over provided limits';

  it('recognises an API refusal that carries the message', () => {
    expect(hasMessage(new ApiError(400, quota, { message: quota }), accountErrors.quotaOver)).toBe(
      true,
    );
  });

  it('is false for another message, no message, or an error that is not an API answer', () => {
    const other = new ApiError(403, 'Sender has no contract', null);
    expect(hasMessage(other, accountErrors.quotaOver)).toBe(false);
    expect(hasMessage(new ApiError(500, null, null), accountErrors.quotaOver)).toBe(false);
    expect(hasMessage(new NetworkError(new Error(quota)), accountErrors.quotaOver)).toBe(false);
    expect(hasMessage(new Error(quota), accountErrors.quotaOver)).toBe(false);
  });

  it('accepts only catalogue texts', () => {
    // @ts-expect-error: a misspelt message is not in the catalogue.
    expect(hasMessage(new ApiError(400, 'Acount not found', null), 'Acount not found')).toBe(true);
  });
});

describe('describeError', () => {
  it('never passes on the text of a server error: the app says it in its own words', () => {
    const fault = new ApiError(500, 'Internal server error', { message: 'Internal server error' });
    expect(describeError(fault)).toEqual({ key: 'error.server', apiMessage: null });
    expect(describeError(new ApiError(503, 'upstream connect error', null)).apiMessage).toBeNull();
  });

  it('keeps the spec’s message of a refusal, for the words mapped to it', () => {
    const refusal = new ApiError(403, clientErrors.hasNoContract, null);
    expect(describeError(refusal)).toEqual({
      key: 'error.forbidden',
      apiMessage: 'Client has no contract',
    });
  });
});
