/**
 * A value that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading
 * apostrophe: customers and admins type names, addresses and descriptions. Plain signed numbers
 * (+212…) are kept.
 */
export function neutralise(value: string): string {
  if (/^[=@\t\r]/.test(value)) return `'${value}`;
  if (/^[+-]/.test(value) && !/^[+-][\d\s.,]*$/.test(value)) return `'${value}`;
  return value;
}

/** RFC 4180 quoting: a cell holding the separator, a quote or a line break is quoted. */
export function csvCell(value: string, separator: ';' | ','): string {
  const special = separator === ';' ? /[;"\r\n]/ : /[,"\r\n]/;
  return special.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Excel reads a file as UTF-8 only when it starts with a byte-order mark. */
export const CSV_BOM = '\uFEFF';
/** French Excel splits columns on ';' (',' is the decimal separator). */
export const CSV_SEPARATOR = ';';

/**
 * A file for a French spreadsheet: BOM, ';' separators, CRLF rows, each cell quoted as needed.
 * Cells typed by people must be `neutralise`d by the caller first.
 */
export const csvDocument = (rows: ReadonlyArray<readonly string[]>): string =>
  CSV_BOM +
  rows.map((r) => r.map((cell) => csvCell(cell, CSV_SEPARATOR)).join(CSV_SEPARATOR)).join('\r\n') +
  '\r\n';
