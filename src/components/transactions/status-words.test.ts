import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n/i18n';
import { shownStatusOf, transactionStatusWords } from './status-words';

describe('transactionStatusWords', () => {
  it('has words for each status of the spec and none for others', () => {
    expect(transactionStatusWords('on_hold_provider')?.key).toBe(
      'transactions.status.on_hold_provider',
    );
    expect(transactionStatusWords('rejected')?.tone).toBe('danger');
    expect(transactionStatusWords('toString')).toBeUndefined();
    expect(transactionStatusWords('failed')).toBeUndefined();
  });
});

describe('shownStatusOf', () => {
  const { t } = createI18n('en-GB');
  const german = createI18n('de-DE').t;

  it('says nothing of a completed transaction', () => {
    expect(shownStatusOf('completed', t)).toBeNull();
    expect(shownStatusOf('completed', german)).toBeNull();
  });

  it('names every status that is not final, and rejected, in words with a tone', () => {
    expect(shownStatusOf('pending', t)).toEqual({ text: 'Pending', tone: 'info' });
    expect(shownStatusOf('on_hold_provider', t)).toEqual({ text: 'On hold', tone: 'warning' });
    expect(shownStatusOf('rejected', t)).toEqual({ text: 'Rejected', tone: 'danger' });
  });

  it('names a status the app does not know readably, in a neutral tone', () => {
    expect(shownStatusOf('on_hold_review', t)).toEqual({ text: 'On hold review', tone: 'neutral' });
  });
});
