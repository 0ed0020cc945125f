import { describe, expect, it } from 'vitest';
import { auditLogToCsv, csvField } from '@/features/audit/utils/audit-csv';
import type { AuditLogRow } from '@/lib/database-rows';
import { formulaCells, spreadsheetCells } from '../../support/spreadsheet';

describe('a CSV field of the audit export', () => {
  it.each([
    [null, ''],
    ['Annual report', 'Annual report'],
    ['Results, Q2', '"Results, Q2"'],
    ['The "final" report', '"The ""final"" report"'],
    ['two\nlines', '"two\nlines"'],
    // What a spreadsheet would run as a formula stays text.
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+91 22 1234', "'+91 22 1234"],
    ['@cmd', "'@cmd"],
    [42, '42'],
    // A semicolon locale starts a cell after ";" and after a line break: guarded there too.
    ['a;=1+1', `"a;'=1+1"`],
    ['Board; "=HYPERLINK(""x"")', `"Board; ""'=HYPERLINK(""""x"""")"`],
    ['notes\n@SUM(1)', `"notes\n'@SUM(1)"`],
    ['\t=1', `"'\t'=1"`],
    // Quoted for a reader set to ";", nothing else changed.
    ['Results; Q2', '"Results; Q2"'],
    ["Amounts in US$'000", "Amounts in US$'000"],
    ['Revenue - 3%, net', '"Revenue - 3%, net"'],
  ])('%j is written as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

// Titles and object names the administrator (or an attacker with the password) could store.
const HOSTILE = [
  'a;=1+1',
  'x;"=HYPERLINK(""http://evil.example"",""y"")',
  'x; \t+cmd',
  'line one\r\n-2+3',
  'a,=1+1',
  'a";=1+1',
  '"=1+1',
  'evidence;=1+1.pdf',
  '@SUM(1);@SUM(2)',
];

const entry = (title: string): AuditLogRow => ({
  id: 1,
  occurred_at: '2026-11-26T10:00:00+00:00',
  actor_id: null,
  actor_email: 'cs@example.com',
  actor_role: 'authenticated',
  action: 'update',
  table_name: 'policies',
  row_id: title,
  title_before: title,
  title_after: `${title};${title}`,
  link_before: null,
  link_after: null,
  detail: title,
  // An edit's changed columns, written as their JSON: the same text again, inside quotes.
  changes: { document_title: { before: title, after: `${title};${title}` } },
});

describe('the audit export opened in a spreadsheet', () => {
  const csv = auditLogToCsv(HOSTILE.map(entry));

  it.each([',', ';'] as const)('runs no cell as a formula with %j as the separator', (sep) => {
    expect(formulaCells(csv, sep)).toEqual([]);
  });

  it('keeps every field one cell where the separator is a comma', () => {
    const cells = spreadsheetCells(csv, ',');
    expect(cells).toHaveLength((HOSTILE.length + 1) * 13);
    expect(cells[13 + 8]).toBe("a;'=1+1;a;'=1+1");
  });
});
