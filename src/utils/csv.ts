/**
 * A small CSV writer for files a spreadsheet opens in the customer's language: the separator
 * and decimal mark of the locale (German: `;` and `,`; English: `,` and `.`), numbers written
 * as numbers, text cells quoted when needed (RFC 4180, CRLF line ends) and never run as a
 * formula. No library: money stays the decimal strings it was given.
 */
import { isDecimal } from './decimal-text';

export interface CsvFormat {
  separator: ',' | ';';
  decimal: '.' | ',';
}

/** A cell: text as it is, or a decimal string to be written as a number. */
export type CsvCell = string | { number: string };

/**
 * The format a spreadsheet in `locale` reads without asking: where the decimal mark is a comma,
 * the comma cannot separate cells, so `;` does (what Excel and LibreOffice do in German).
 */
export function csvFormatOf(locale: string): CsvFormat {
  // A probe of the locale's decimal mark; no money goes through this number.
  const mark = new Intl.NumberFormat(locale)
    .formatToParts(1.5)
    .find((part) => part.type === 'decimal')?.value;
  return mark === ',' ? { separator: ';', decimal: ',' } : { separator: ',', decimal: '.' };
}

/**
 * Where a spreadsheet may start a formula inside a text cell: at its start, or after any
 * separator it might split on or a line break (OWASP's CSV injection advice). An apostrophe
 * goes before each such start, and the cell is quoted.
 */
const FORMULA_START = /(?<=^|[,;\t\r\n])(?=[=+\-@\t\r])/g;
const NEEDS_QUOTES = /^'|[,;\t\r\n"]/;

function textCell(text: string): string {
  const safe = text.replace(FORMULA_START, "'");
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function numberCell(value: string, format: CsvFormat): string {
  const text = value.trim();
  if (!isDecimal(text)) return textCell(value);
  return format.decimal === ',' ? text.replace('.', ',') : text;
}

/** The CSV text of `rows` (the first is usually the header), with CRLF line ends. */
export function csvText(rows: readonly (readonly CsvCell[])[], format: CsvFormat): string {
  return rows
    .map((row) =>
      row
        .map((cell) =>
          typeof cell === 'string' ? textCell(cell) : numberCell(cell.number, format),
        )
        .join(format.separator),
    )
    .join('\r\n');
}

/** Hands CSV text to the browser as a file download, with a byte order mark for UTF-8. */
export function downloadCsv(text: string, file: string): void {
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the URL is let go after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
