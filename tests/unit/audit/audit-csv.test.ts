import { describe, expect, it } from 'vitest';
import { csvField } from '@/lib/csv';

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
  ])('%j is written as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});
