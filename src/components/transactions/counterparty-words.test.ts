import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n/i18n';
import { transactionsEn } from '../../lib/i18n/en/transactions';
import { counterpartyWords } from './counterparty-words';

const { t } = createI18n('en-GB');
const fill = (template: string, vars: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? '');

describe('counterpartyWords', () => {
  it('names who sent money in and who received money out', () => {
    expect(counterpartyWords({ flow: 'in', name: 'Grace Hopper' }, t)).toBe(
      fill(transactionsEn['transactions.party.from'], { name: 'Grace Hopper' }),
    );
    expect(counterpartyWords({ flow: 'out', name: 'Alan Turing' }, t)).toBe(
      fill(transactionsEn['transactions.party.to'], { name: 'Alan Turing' }),
    );
  });

  it('names both sides when the direction is unknown, and says "unknown" for a missing name', () => {
    const unknown = transactionsEn['transactions.party.unknown'];
    expect(counterpartyWords({ flow: 'unknown', sender: 'Ada', recipient: '' }, t)).toBe(
      fill(transactionsEn['transactions.party.between'], { sender: 'Ada', recipient: unknown }),
    );
    expect(counterpartyWords({ flow: 'in', name: '' }, t)).toBe(
      fill(transactionsEn['transactions.party.from'], { name: unknown }),
    );
  });
});
