import { describe, expect, it } from 'vitest';
import { companyStepHref, cryptoOrderHref, cryptoTradeHref, partyHref } from './routes';

describe('partyHref', () => {
  it('adds the company to a bare path', () => {
    expect(partyHref('/accounts', 'c-1')).toBe('/accounts?companyId=c-1');
  });

  it('keeps the other parameters and replaces the company', () => {
    expect(partyHref('/history?accountId=a&companyId=old', 'new')).toBe(
      '/history?accountId=a&companyId=new',
    );
  });

  it('removes the company when the user acts for themselves', () => {
    expect(partyHref('/transfers?from=a&companyId=c-1', undefined)).toBe('/transfers?from=a');
    expect(partyHref('/accounts?companyId=c-1', undefined)).toBe('/accounts');
  });
});

describe('companyStepHref', () => {
  it('puts the encoded company id into the step’s path', () => {
    expect(companyStepHref('companyEmail', 'a b')).toBe('/companies/a%20b/email');
  });
});

describe('crypto links', () => {
  it('carry the pair, the side and the party', () => {
    expect(cryptoTradeHref('BTC/EUR', 'buy', 'c-1')).toBe(
      '/crypto/trade?pair=BTC%2FEUR&side=buy&companyId=c-1',
    );
    expect(cryptoOrderHref('0190-x', undefined)).toBe('/crypto/orders/0190-x');
  });
});
