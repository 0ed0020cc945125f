import type { IepfStatementRow } from '@/lib/database-rows';
import { createCsvReader, type CsvRecord } from './csv-records';
import { mapColumns, rowChecker, type RowCheck } from './iepf-rows';

export type IepfCsvResult =
  | { ok: true; rows: IepfStatementRow[] }
  /** The file as a whole is not a statement (empty, a heading without rows or columns). */
  | { ok: false; kind: 'file'; message: string; details: string[] }
  /** The first messages (at most `MAX_MESSAGES`) and how many lines were wrong in all. */
  | { ok: false; kind: 'lines'; messages: string[]; badLines: number };

export const MAX_MESSAGES = 20;
/** About 256 KB of text between two paints: a 5 MB file moves the bar in 20 steps. */
const SLICE = 256 * 1024;

/** Lets the browser paint and handle input between two slices. */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const isBlank = (record: CsvRecord) => record.fields.every((f) => f.trim() === '');

/**
 * Reads a statement in the IEPF-2 layout for `year`, a slice at a time, checking every row. A
 * single bad line fails the whole file (the import is all or nothing), but every line is still
 * read, so the administrator sees the first twenty problems and how many there are.
 */
export async function readIepfCsv(
  text: string,
  year: string,
  onProgress: (fraction: number) => void = () => {},
): Promise<IepfCsvResult> {
  const reader = createCsvReader();
  let check: RowCheck | null = null;
  const rows: IepfStatementRow[] = [];
  const messages: string[] = [];
  let badLines = 0;
  const fail = (message: string) => {
    badLines++;
    if (messages.length < MAX_MESSAGES) messages.push(message);
  };

  const take = (records: CsvRecord[]) => {
    for (const record of records) {
      if (isBlank(record)) continue;
      if (!check) {
        const columns = mapColumns(record.fields);
        if (Array.isArray(columns)) return columns;
        check = rowChecker(columns, year);
        continue;
      }
      const row = check(record.fields, record.line);
      if (typeof row === 'string') fail(row);
      else rows.push(row);
    }
    return null;
  };

  const headingFails = ([message, ...details]: string[]): IepfCsvResult => ({
    ok: false,
    kind: 'file',
    message: message ?? 'The heading is not valid.',
    details,
  });

  for (let start = 0; start < text.length; start += SLICE) {
    const headingProblem = take(reader.push(text.slice(start, start + SLICE)));
    if (headingProblem) return headingFails(headingProblem);
    onProgress(Math.min(1, (start + SLICE) / text.length));
    await yieldToMain();
  }
  if (reader.inQuotes()) fail('The file ends inside a quoted field: a closing " is missing');
  const headingProblem = take(reader.end());
  if (headingProblem) return headingFails(headingProblem);
  onProgress(1);

  if (!check) return { ok: false, kind: 'file', message: 'The file is empty.', details: [] };
  if (badLines === 0 && rows.length === 0) {
    return { ok: false, kind: 'file', message: 'The file has a heading but no rows.', details: [] };
  }
  return badLines > 0 ? { ok: false, kind: 'lines', messages, badLines } : { ok: true, rows };
}
