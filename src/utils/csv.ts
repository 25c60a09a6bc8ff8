/**
 * Writing CSV that a spreadsheet opens as the customer's language expects: the history's
 * export and a statement's use the same cells, numbers and separators. No library: quoting is
 * a few lines, and a screen that writes CSV should not load a parser.
 */

/** How a spreadsheet of a language splits cells and writes decimals. */
export interface CsvDialect {
  /** Between cells: `,`, or `;` where the comma is the decimal mark (German, French, ...). */
  separator: ',' | ';';
  /** Between a number's whole part and its decimals. */
  decimalMark: '.' | ',';
}

/**
 * The dialect a spreadsheet in `locale` opens without an import dialog: English and every
 * language writing decimals with a point takes `,` and `.`; one writing them with a comma
 * (de: 1,5) splits on `;`, which is what Excel and LibreOffice use for those languages.
 */
export function csvDialectOf(locale: string): CsvDialect {
  let mark = '.';
  try {
    mark =
      new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')
        ?.value ?? '.';
  } catch {
    // An unknown locale writes as English does.
  }
  return mark === ',' ? { separator: ';', decimalMark: ',' } : { separator: ',', decimalMark: '.' };
}

/** A cell holding a number: written in the dialect's decimals, never neutralised. */
export interface CsvNumber {
  readonly decimal: string;
}

/** A cell: text (neutralised against formulas), or a number. */
export type CsvCell = string | CsvNumber;

/** A decimal string (the API's "-12.50", "+7", "0.5") as a number cell. */
export function csvNumber(decimal: string): CsvNumber {
  return { decimal };
}

/**
 * Where a spreadsheet may start a cell of its own inside one of ours: at the start, and after
 * each separator a spreadsheet may split on (a comma; a semicolon, as German locales do; a
 * tab) or a line break, when the character there starts a formula (=, +, -, @, tab, carriage
 * return). Our reading of OWASP's CSV injection advice: an apostrophe goes before each such
 * start, so no separator makes a formula of any piece, and the cell is quoted whole.
 */
const FORMULA_AT_PIECE_START = /(?<=^|[,;\t\r\n])(?=[=+\-@\t\r])/g;

/** A text as the CSV writes it: every piece that could run as a formula neutralised. */
export function neutralisedText(text: string): string {
  return text.replace(FORMULA_AT_PIECE_START, "'");
}

/** A plain decimal with an optional sign: what a number cell may hold. */
const PLAIN_DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/**
 * A number cell's text: the decimal as it is (a plus sign dropped, the dialect's decimal
 * mark), so a spreadsheet reads it as a number. Anything else is text, neutralised.
 */
export function numberText(decimal: string, dialect: CsvDialect): string {
  const plain = PLAIN_DECIMAL.exec(decimal.trim());
  if (!plain) return neutralisedText(decimal);
  const [, sign, whole = '', fraction] = plain;
  const digits = fraction === undefined ? whole : `${whole}${dialect.decimalMark}${fraction}`;
  return `${sign === '-' ? '-' : ''}${digits}`;
}

/**
 * A text with any separator a spreadsheet may split on (so a file opened with the other
 * language's separator keeps its cells), a quote, a line break or an apostrophe we put there
 * is quoted.
 */
const QUOTED_WHOLE = /^'|[,;\t\r\n"]/;

const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * One cell as it goes into a line: text neutralised and quoted when needed; a number as the
 * dialect writes it, quoted only if it holds the separator (it never does: a decimal comma
 * goes with the semicolon), so a spreadsheet reads a number.
 */
export function csvCellText(cell: CsvCell, dialect: CsvDialect): string {
  if (typeof cell !== 'string') {
    const plain = PLAIN_DECIMAL.test(cell.decimal.trim());
    const text = numberText(cell.decimal, dialect);
    if (plain) return text.includes(dialect.separator) ? quoted(text) : text;
    return QUOTED_WHOLE.test(text) ? quoted(text) : text;
  }
  const text = neutralisedText(cell);
  return QUOTED_WHOLE.test(text) ? quoted(text) : text;
}

/**
 * The CSV text of rows of cells (RFC 4180 with the dialect's separator: CRLF line ends,
 * quotes doubled inside quoted cells). A header is a row of text cells like any other.
 */
export function csvText(rows: readonly (readonly CsvCell[])[], dialect: CsvDialect): string {
  return rows
    .map((row) => row.map((cell) => csvCellText(cell, dialect)).join(dialect.separator))
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
