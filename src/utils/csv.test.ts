// CSV cells, numbers and separators as a spreadsheet of the customer's language reads them.
import { describe, expect, it } from 'vitest';
import { csvDialectOf, csvNumber, csvText, localDateTimeCells, numberText } from './csv';

const english = csvDialectOf('en-GB');
const german = csvDialectOf('de-DE');

describe('csvDialectOf', () => {
  it('takes a semicolon and decimal commas where the language writes 1,5', () => {
    expect(csvDialectOf('en')).toEqual({ separator: ',', decimalMark: '.' });
    expect(english).toEqual({ separator: ',', decimalMark: '.' });
    expect(german).toEqual({ separator: ';', decimalMark: ',' });
    expect(csvDialectOf('de')).toEqual({ separator: ';', decimalMark: ',' });
    expect(csvDialectOf('fr-FR')).toEqual({ separator: ';', decimalMark: ',' });
    expect(csvDialectOf('not a locale!')).toEqual({ separator: ',', decimalMark: '.' });
  });
});

describe('numberText', () => {
  it('writes the decimal as it is, in the dialect’s mark, a plus dropped', () => {
    expect(numberText('-12.50', english)).toBe('-12.50');
    expect(numberText('-12.50', german)).toBe('-12,50');
    expect(numberText('+7.00', german)).toBe('7,00');
    expect(numberText('10', german)).toBe('10');
    expect(numberText('0.000000000000000001', english)).toBe('0.000000000000000001');
  });

  it('keeps what is not a plain decimal as neutralised text', () => {
    expect(numberText('-1e3', english)).toBe("'-1e3");
    expect(numberText('=2+3', german)).toBe("'=2+3");
    expect(numberText('n/a', german)).toBe('n/a');
  });
});

describe('csvText', () => {
  it('separates by the dialect, quotes what needs it, and runs no formula', () => {
    const rows = [
      ['Date', 'Name', 'Amount'],
      ['2026-02-03', 'Bob;=1+1', csvNumber('-12.50')],
      ['2026-02-04', 'home\n=HYPERLINK("http://x")', csvNumber('1234.5')],
      ['2026-02-05', '-Anna,+x', csvNumber('=SUM(A1)')],
    ];
    expect(csvText(rows, english)).toBe(
      [
        'Date,Name,Amount',
        `2026-02-03,"Bob;'=1+1",-12.50`,
        `2026-02-04,"home\n'=HYPERLINK(""http://x"")",1234.5`,
        `2026-02-05,"'-Anna,'+x","'=SUM(A1)"`,
      ].join('\r\n'),
    );
    expect(csvText(rows, german)).toBe(
      [
        'Date;Name;Amount',
        `2026-02-03;"Bob;'=1+1";-12,50`,
        `2026-02-04;"home\n'=HYPERLINK(""http://x"")";1234,5`,
        `2026-02-05;"'-Anna,'+x";"'=SUM(A1)"`,
      ].join('\r\n'),
    );
  });

  it('writes an empty cell as nothing', () => {
    expect(csvText([['a', '', csvNumber('1.00')]], german)).toBe('a;;1,00');
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
