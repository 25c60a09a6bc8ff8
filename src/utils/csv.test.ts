import { describe, expect, it } from 'vitest';
import { csvFormatOf, csvText } from './csv';

describe('csv', () => {
  it('takes the separator and decimal mark a spreadsheet of the language reads', () => {
    expect(csvFormatOf('de-DE')).toEqual({ separator: ';', decimal: ',' });
    expect(csvFormatOf('en-GB')).toEqual({ separator: ',', decimal: '.' });
  });

  it('writes decimals as numbers in the format, and text safely', () => {
    const rows = [
      ['Date', 'Amount'],
      ['=HYPERLINK("x")', { number: '-1234.50' }],
      ['Rent; March', { number: '12' }],
      ['a, b', { number: 'n/a' }],
    ];
    expect(csvText(rows, { separator: ';', decimal: ',' })).toBe(
      'Date;Amount\r\n"\'=HYPERLINK(""x"")";-1234,50\r\n"Rent; March";12\r\n"a, b";n/a',
    );
    expect(csvText(rows, { separator: ',', decimal: '.' })).toBe(
      'Date,Amount\r\n"\'=HYPERLINK(""x"")",-1234.50\r\n"Rent; March",12\r\n"a, b",n/a',
    );
  });

  it('neutralises a formula after a separator inside a cell', () => {
    expect(csvText([['x;-2+3']], { separator: ',', decimal: '.' })).toBe('"x;\'-2+3"');
  });
});
