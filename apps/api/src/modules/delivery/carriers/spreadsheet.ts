import { parse } from 'csv-parse/sync';
import { DELIVERY_MSG } from '@zina/shared/schemas/delivery';
import { AppError, invalid } from '../../../lib/errors';

/** A cell as a report gives it: text, or a number from a spreadsheet. */
export type Cell = string | number | null;

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** The old binary Excel (.xls): not read, the merchant saves it as XLSX or CSV. */
const CFB = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/**
 * The rows of a report, its header first: an XLSX workbook's first sheet (by its zip signature),
 * otherwise text as CSV (UTF-8, or Windows-1252 as older Excel saves it; comma, semicolon or tab
 * separated, as the header line shows). A binary file that is neither is a 400.
 */
export async function readSpreadsheet(bytes: Buffer): Promise<Cell[][]> {
  if (bytes.subarray(0, 4).equals(ZIP)) return readXlsx(bytes);
  if (bytes.subarray(0, 4).equals(CFB) || bytes.includes(0)) throw invalid(DELIVERY_MSG.badFile);
  return readCsv(decodeText(bytes));
}

function decodeText(bytes: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  // Control characters other than tabs and line ends: not a text report.
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) {
      throw invalid(DELIVERY_MSG.badFile);
    }
  }
  return text.replace(/^\ufeff/, '');
}

function readCsv(text: string): Cell[][] {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((d) => [d, header.split(d).length] as const);
  const delimiter = counts.sort((a, b) => b[1] - a[1])[0]![0];
  try {
    return parse(text, {
      delimiter,
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw invalid(line ? DELIVERY_MSG.badRow(line, 'CSV illisible') : DELIVERY_MSG.badFile);
  }
}

async function readXlsx(bytes: Buffer): Promise<Cell[][]> {
  // Loaded with the first workbook: most processes never read one.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalid(DELIVERY_MSG.badFile);
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw invalid(DELIVERY_MSG.emptyReport);
  const rows: Cell[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: Cell[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellValue(cell.value);
    });
    rows.push(Array.from(cells, (c) => c ?? null));
  });
  return rows;
}

/** A cell's value as text or number: rich text joined, a formula's result, a date as YYYY-MM-DD. */
function cellValue(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { richText?: Array<{ text: string }>; result?: unknown; text?: unknown };
    if (v.richText) return v.richText.map((r) => r.text).join('');
    if ('result' in v) return cellValue(v.result);
    if (typeof v.text === 'string') return v.text;
  }
  return String(value);
}
