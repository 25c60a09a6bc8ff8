import { describe, expect, it } from 'vitest';
import { statementAnswerSchema } from '../../api/statements/schemas';
import { readBankAnswer } from './bank-answer';

/** The API's own origin (the configuration's apiBaseUrl), the only one offered unless told. */
const API = ['https://bank.example'];
const read = (body: unknown, allowedOrigins: readonly string[] = API) =>
  readBankAnswer(statementAnswerSchema.parse(body), allowedOrigins);

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

  it('offers a link only on the API’s own origin or one the caller allows', () => {
    // Another https host: no link, and the answer reads as it would without one.
    expect(read({ url: 'https://evil.example/s/1.pdf' })).toEqual({
      kind: 'unusable',
      url: null,
      opening: null,
      closing: null,
    });
    expect(read({ url: 'https://evil.example/s.pdf', status: 'queued' }).kind).toBe('accepted');
    expect(
      read({ url: 'https://evil.example/s.pdf', openingBalance: '1.00', closingBalance: '2.00' }),
    ).toEqual({ kind: 'figures', url: null, opening: '1.00', closing: '2.00' });
    // Look-alikes of the API's origin: another port, a longer host, user info, plain http.
    for (const url of [
      'https://bank.example:8443/s.pdf',
      'https://bank.example.evil.example/s.pdf',
      'https://bank.example@evil.example/s.pdf',
      'http://bank.example/s.pdf',
    ]) {
      expect(read({ url }).url).toBeNull();
    }
    // A later field on the API's origin is offered when an earlier one is elsewhere.
    expect(
      read({ url: 'https://evil.example/a.pdf', pdfUrl: 'https://BANK.example:443/b.pdf' }).url,
    ).toBe('https://bank.example/b.pdf');
    // An origin the caller adds (a documents host of the bank's own).
    const allowed = [...API, 'https://docs.bank.example'];
    expect(read({ url: 'https://docs.bank.example/s/3.pdf' }, allowed)).toEqual({
      kind: 'document',
      url: 'https://docs.bank.example/s/3.pdf',
      opening: null,
      closing: null,
    });
    // No origin allowed: no link at all.
    expect(read({ url: 'https://bank.example/s/1.pdf' }, []).kind).toBe('unusable');
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
