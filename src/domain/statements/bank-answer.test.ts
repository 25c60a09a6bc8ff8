import { describe, expect, it } from 'vitest';
import { statementAnswerSchema } from '../../api/statements/schemas';
import { readBankAnswer } from './bank-answer';

const read = (body: unknown) => readBankAnswer(statementAnswerSchema.parse(body));

describe('readBankAnswer', () => {
  it('offers an https document link, wherever the bank put it', () => {
    expect(read({ url: 'https://bank.example/s/1.pdf' })).toEqual({
      kind: 'document',
      url: 'https://bank.example/s/1.pdf',
      opening: null,
      closing: null,
    });
    expect(read({ statement: { downloadUrl: 'https://bank.example/s/2' } }).url).toBe(
      'https://bank.example/s/2',
    );
  });

  it('never offers a link that is not https', () => {
    expect(read({ url: 'javascript:alert(1)', status: 'weird' }).kind).toBe('unusable');
    expect(read({ url: 'http://bank.example/s.pdf' }).kind).toBe('unusable');
    expect(read({ url: '/relative.pdf' }).kind).toBe('unusable');
  });

  it('reads a request taken, with or without a body', () => {
    expect(read({ status: 'Accepted', id: 'x' }).kind).toBe('accepted');
    expect(read({ entity: 'statement', operation: 'async', status: 'in progress' }).kind).toBe(
      'accepted',
    );
    expect(read(undefined).kind).toBe('accepted');
    expect(read('').kind).toBe('accepted');
  });

  it("keeps the bank's own figures", () => {
    expect(read({ openingBalance: '10.00', closingBalance: 12.5 })).toEqual({
      kind: 'figures',
      url: null,
      opening: '10.00',
      closing: '12.5',
    });
  });

  it('calls anything else unusable', () => {
    expect(read('<html>').kind).toBe('unusable');
    expect(read([1, 2]).kind).toBe('unusable');
    expect(read({ status: 42 }).kind).toBe('unusable');
    expect(read({ openingBalance: 'ten', closingBalance: '1' }).kind).toBe('unusable');
  });
});
