/**
 * Writing CSV that a spreadsheet opens as the customer's language expects: the history's
 * export and a statement's use the same cells, numbers and separators. No library: quoting is
 * a few lines, and a screen that writes CSV should not load a parser. Money stays the decimal
 * strings it was given.
 */
import { isDecimal } from './decimal-text';

/** How a spreadsheet of a language splits cells and writes decimals. */
export interface CsvFormat {
  /** Between cells: `,`, or `;` where the comma is the decimal mark (German, French, ...). */
  separator: ',' | ';';
  /** Between a number's whole part and its decimals. */
  decimal: '.' | ',';
}

/** A cell: text as it is (neutralised against formulas), or a decimal string written as a number. */
export type CsvCell = string | { number: string };

/**
 * The format a spreadsheet in `locale` opens without an import dialog: English and every
 * language writing decimals with a point takes `,` and `.`; one writing them with a comma
 * (de: 1,5) splits on `;`, which is what Excel and LibreOffice use for those languages. An
 * unknown locale writes as English does.
 */
export function csvFormatOf(locale: string): CsvFormat {
  let mark: string | undefined = '.';
  try {
    // A probe of the locale's decimal mark; no money goes through this number.
    mark = new Intl.NumberFormat(locale)
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal')?.value;
  } catch {
    // Not a locale Intl knows.
  }
  return mark === ',' ? { separator: ';', decimal: ',' } : { separator: ',', decimal: '.' };
}

/**
 * Where a spreadsheet may start a cell of its own inside one of ours: at the start, and after
 * each separator a spreadsheet may split on (a comma; a semicolon, as German locales do; a
 * tab) or a line break, when the first character there that is not whitespace starts a
 * formula (=, +, -, @, tab, carriage return): a spreadsheet that trims leading spaces would
 * run "  =HYPERLINK(…)" too. Our reading of OWASP's CSV injection advice: an apostrophe goes
 * before each such start (before its whitespace), so no separator makes a formula of any
 * piece, and the cell is quoted whole. A money cell the app writes ({ number }) is a plain
 * decimal and never text, so its minus sign stays a number's.
 */
const FORMULA_START = /(?<=^|[,;\t\r\n])(?=\s*[=+\-@\t\r])/g;
/** Any separator a spreadsheet may split on, a quote, a line break, or our apostrophe. */
const NEEDS_QUOTES = /^'|[,;\t\r\n"]/;

function textCell(text: string): string {
  const safe = text.replace(FORMULA_START, "'");
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * A number cell: the decimal as it is (a plus sign dropped, the format's decimal mark), so a
 * spreadsheet reads a number. Anything that is not a plain decimal is neutralised text.
 */
function numberCell(value: string, format: CsvFormat): string {
  const text = value.trim().replace(/^\+/, '');
  if (!isDecimal(text)) return textCell(value);
  return format.decimal === ',' ? text.replace('.', ',') : text;
}

/**
 * The CSV text of `rows` (the first is usually the header): RFC 4180 with the format's
 * separator, CRLF line ends, quotes doubled inside quoted cells.
 */
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

/** Local calendar day and time of a timestamp in the customer's zone: `YYYY-MM-DD`, `HH:MM:SS`. */
export function localDateTimeCells(timestamp: string | null | undefined): [string, string] {
  const date = timestamp ? new Date(timestamp) : null;
  if (!date || Number.isNaN(date.getTime())) return [timestamp ?? '', ''];
  const two = (value: number) => String(value).padStart(2, '0');
  return [
    `${String(date.getFullYear())}-${two(date.getMonth() + 1)}-${two(date.getDate())}`,
    `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`,
  ];
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
