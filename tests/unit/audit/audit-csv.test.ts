import { describe, expect, it } from 'vitest';
import { auditLogToCsv, istStamp } from '@/features/audit/utils/audit-csv';
import { csvField } from '@/lib/csv';
import type { AuditLogRow } from '@/lib/database-rows';
import { formulaCells, spreadsheetCells } from '../../support/spreadsheet';
import { auditEntry } from './audit-entry';

describe('a CSV field of the audit and results exports', () => {
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
    // A negative figure is a number, not a formula; a minus before anything else is guarded.
    ['-275000.00', '-275000.00'],
    ['-2+3', "'-2+3"],
    ['-A1', "'-A1"],
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

const entry = (title: string): AuditLogRow =>
  auditEntry({
    actor_email: 'cs@example.com',
    actor_name: null,
    title_before: title,
    title_after: `${title};${title}`,
    detail: title,
    changes: { document_title: { before: title, after: `${title};${title}` } },
  });

describe('the audit export opened in a spreadsheet', () => {
  const csv = auditLogToCsv(HOSTILE.map(entry));

  it.each([',', ';'] as const)('runs no cell as a formula with %j as the separator', (sep) => {
    expect(formulaCells(csv, sep)).toEqual([]);
  });

  it('keeps every field one cell where the separator is a comma', () => {
    const cells = spreadsheetCells(csv, ',');
    expect(cells).toHaveLength((HOSTILE.length + 1) * 4);
    expect(cells[4 + 3]).toBe("Renamed “a;'=1+1” to “a;'=1+1;a;'=1+1” in Policies.");
  });
});

describe('the audit export read by a person', () => {
  const [header, first] = auditLogToCsv([
    { ...entry('Related Party Transactions Policy'), table_name: 'mgt_mgt7' },
    { ...entry('Diwali'), action: 'insert', table_name: 'exchange_holidays', actor_email: null },
  ]).split('\r\n');

  it('heads its columns in words and names the zone of its times', () => {
    expect(header).toBe('When (IST),Who,Section,What was done');
  });

  it('writes the time in IST, who by account, the section by its name and a sentence', () => {
    // 10:00 UTC is 15:30 in India.
    expect(first).toBe(
      '2026-11-26 15:30:00,cs@example.com,Annual Returns (Form MGT-7),"Renamed “Related Party Transactions Policy” to “Related Party Transactions Policy;Related Party Transactions Policy” in Annual Returns (Form MGT-7)."',
    );
  });

  it('never writes a table name or a role of the database', () => {
    const csv = auditLogToCsv([
      { ...entry('Diwali'), action: 'insert', table_name: 'exchange_holidays', actor_email: null },
      {
        ...entry('x.pdf'),
        table_name: 'storage.objects',
        actor_email: null,
        actor_role: 'postgres',
      },
    ]);
    expect(csv).toContain(',Exchange holidays,"Added the exchange holiday Diwali;Diwali."');
    expect(csv).toContain(',Stored files,');
    expect(csv).not.toMatch(/exchange_holidays|storage\.objects|authenticated|postgres|insert/);
  });
});

describe('the IST stamp of an export', () => {
  it.each([
    ['2026-11-26T10:00:00+00:00', '2026-11-26 15:30:00'],
    ['2026-03-31T19:00:07Z', '2026-04-01 00:30:07'],
    ['not a time', 'not a time'],
  ])('%s is %s', (value, expected) => {
    expect(istStamp(value)).toBe(expected);
  });
});

describe('the audit trail as CSV', () => {
  it('keeps a changed value whole, which the desk’s list cuts to a line', () => {
    const long =
      `Policy on the determination of materiality of events and information, ${'as revised by the Board '.repeat(4)}`.trim();
    const entry = auditEntry({
      action: 'update',
      table_name: 'policies',
      title_before: 'Old title',
      title_after: long,
      changes: { document_title: { before: 'Old title', after: long } },
    });
    const csv = auditLogToCsv([entry]);
    expect(csv).toContain(long);
    expect(csv).not.toContain('…');
  });
});
