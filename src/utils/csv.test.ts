// CSV cells, numbers and separators as a spreadsheet of the customer's language reads them.
import { describe, expect, it } from 'vitest';
import { csvFormatOf, csvText, localDateTimeCells } from './csv';

const english = csvFormatOf('en-GB');
const german = csvFormatOf('de-DE');

describe('csvFormatOf', () => {
  it('takes a semicolon and decimal commas where the language writes 1,5', () => {
    expect(csvFormatOf('en')).toEqual({ separator: ',', decimal: '.' });
    expect(english).toEqual({ separator: ',', decimal: '.' });
    expect(german).toEqual({ separator: ';', decimal: ',' });
    expect(csvFormatOf('de')).toEqual({ separator: ';', decimal: ',' });
    expect(csvFormatOf('fr-FR')).toEqual({ separator: ';', decimal: ',' });
    expect(csvFormatOf('not a locale!')).toEqual({ separator: ',', decimal: '.' });
  });
});

describe('csvText', () => {
  it('writes decimals as numbers in the format, a plus dropped, and text safely', () => {
    const rows = [
      ['Date', 'Amount'],
      ['=HYPERLINK("x")', { number: '-1234.50' }],
      ['Rent; March', { number: '+7.00' }],
      ['a, b', { number: 'n/a' }],
      ['tiny', { number: '0.000000000000000001' }],
    ];
    expect(csvText(rows, german)).toBe(
      'Date;Amount\r\n"\'=HYPERLINK(""x"")";-1234,50\r\n"Rent; March";7,00\r\n"a, b";n/a\r\ntiny;0,000000000000000001',
    );
    expect(csvText(rows, english)).toBe(
      'Date,Amount\r\n"\'=HYPERLINK(""x"")",-1234.50\r\n"Rent; March",7.00\r\n"a, b",n/a\r\ntiny,0.000000000000000001',
    );
  });

  it('separates by the format, quotes what needs it, and runs no formula', () => {
    const rows = [
      ['2026-02-03', 'Bob;=1+1', { number: '-12.50' }],
      ['2026-02-04', 'home\n=HYPERLINK("http://x")', { number: '1234.5' }],
      ['2026-02-05', '-Anna,+x', { number: '=SUM(A1)' }],
      ['2026-02-06', { number: '-1e3' }, ''],
    ];
    expect(csvText(rows, english)).toBe(
      [
        `2026-02-03,"Bob;'=1+1",-12.50`,
        `2026-02-04,"home\n'=HYPERLINK(""http://x"")",1234.5`,
        `2026-02-05,"'-Anna,'+x","'=SUM(A1)"`,
        `2026-02-06,"'-1e3",`,
      ].join('\r\n'),
    );
    expect(csvText(rows, german)).toBe(
      [
        `2026-02-03;"Bob;'=1+1";-12,50`,
        `2026-02-04;"home\n'=HYPERLINK(""http://x"")";1234,5`,
        `2026-02-05;"'-Anna,'+x";"'=SUM(A1)"`,
        `2026-02-06;"'-1e3";`,
      ].join('\r\n'),
    );
  });

  it('neutralises a formula after a separator inside a cell', () => {
    expect(csvText([['x;-2+3']], english)).toBe('"x;\'-2+3"');
  });

  it('neutralises a formula behind whitespace, at the start and after a separator', () => {
    expect(csvText([['  =HYPERLINK("http://x")']], english)).toBe('"\'  =HYPERLINK(""http://x"")"');
    expect(csvText([['\u00a0+1', ' \t@SUM(A1)', '\u3000-2']], english)).toBe(
      `"'\u00a0+1","' \t'@SUM(A1)","'\u3000-2"`,
    );
    expect(csvText([['Rent, =1+1', 'home\n   @x', 'a; \r-2']], german)).toBe(
      `"Rent,' =1+1";"home\n'   @x";"a;' \r'-2"`,
    );
    // Whitespace before no formula, and a minus inside words, stay as they are.
    expect(csvText([['  Rent', 'Rent - March', 'x-1']], english)).toBe('  Rent,Rent - March,x-1');
  });

  it('keeps a signed amount the app writes as a number, whatever spaces surround it', () => {
    expect(csvText([[{ number: ' -12.50 ' }, { number: '  =1+1' }]], english)).toBe(
      `-12.50,"'  =1+1"`,
    );
  });
});

describe('localDateTimeCells', () => {
  it('gives the local day and time of a timestamp, whatever the machine’s zone', () => {
    const local = new Date(2026, 2, 1, 9, 5, 7);
    expect(localDateTimeCells(local.toISOString())).toEqual(['2026-03-01', '09:05:07']);
    expect(localDateTimeCells('not a date')).toEqual(['not a date', '']);
    expect(localDateTimeCells(undefined)).toEqual(['', '']);
  });
});
