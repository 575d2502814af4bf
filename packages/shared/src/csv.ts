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
