import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../errors';
import { authorizationErrors } from './errors';
import { fieldRefusalOf, knownRefusalOf, type RefusalTable } from './refusal';

const TABLE: RefusalTable<'from'> = {
  [authorizationErrors.accountNotActive]: {
    field: 'from',
    key: 'transfers.refused.sourceNotActive',
  },
  [authorizationErrors.senderNoContract]: { field: null, key: 'transfers.refused.noContract' },
};

describe('fieldRefusalOf: a refusal of the bank at the field it concerns', () => {
  it('a message of the table goes to its field, in its words, with the bank’s', () => {
    const error = new ApiError(403, 'Account is not active', null);
    expect(fieldRefusalOf(error, TABLE)).toEqual({
      field: 'from',
      key: 'transfers.refused.sourceNotActive',
      bankText: 'Account is not active',
    });
    expect(fieldRefusalOf(new ApiError(403, 'Sender has no contract', null), TABLE)).toEqual({
      field: null,
      key: 'transfers.refused.noContract',
      bankText: 'Sender has no contract',
    });
  });

  it('any other message is explained as a whole, with the bank’s words', () => {
    expect(fieldRefusalOf(new ApiError(400, 'Something new', null), TABLE)).toEqual({
      field: null,
      key: 'error.badRequest',
      bankText: 'Something new',
    });
    expect(fieldRefusalOf(new NetworkError(null), TABLE)).toEqual({
      field: null,
      key: 'error.network',
      bankText: null,
    });
  });

  it('knows only the table’s own messages', () => {
    expect(knownRefusalOf(new ApiError(400, 'constructor', null), TABLE)).toBeUndefined();
    expect(knownRefusalOf(new ApiError(400, 'Account is not active', null), TABLE)).toEqual({
      field: 'from',
      key: 'transfers.refused.sourceNotActive',
    });
  });
});
