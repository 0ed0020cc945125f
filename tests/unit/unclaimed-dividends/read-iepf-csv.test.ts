import { describe, expect, it } from 'vitest';
import { createCsvReader } from '@/features/unclaimed-dividends/utils/csv-records';
import { parseStatementDate } from '@/features/unclaimed-dividends/utils/iepf-rows';
import { readIepfCsv } from '@/features/unclaimed-dividends/utils/read-iepf-csv';

const HEADING =
  'Investor Name,Folio Number,Amount,Financial Year,Proposed Date of Transfer to IEPF';

describe('the CSV reader', () => {
  it('reads quoted fields with commas, line breaks and doubled quotes, CRLF or LF', () => {
    const reader = createCsvReader();
    const records = reader.push('a,"b, c","say ""hi"""\r\n"two\nlines",x\n');
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b, c', 'say "hi"'] },
      { line: 2, fields: ['two\nlines', 'x'] },
    ]);
    expect(reader.push('last,row')).toEqual([]);
    expect(reader.end()).toEqual([{ line: 4, fields: ['last', 'row'] }]);
  });

  it('gives the same records whatever the slices, even a CRLF or a "" split in two', () => {
    const text = 'a,"x""y"\r\nb,"p,q"\r\n';
    const whole = createCsvReader();
    const expected = [...whole.push(text), ...whole.end()];
    for (let cut = 1; cut < text.length; cut++) {
      const sliced = createCsvReader();
      const got = [...sliced.push(text.slice(0, cut)), ...sliced.push(text.slice(cut))];
      expect([...got, ...sliced.end()]).toEqual(expected);
    }
  });
});

describe('parseStatementDate', () => {
  it.each([
    ['2026-10-30', '2026-10-30'],
    ['30-10-2026', '2026-10-30'],
    ['30/10/2026', '2026-10-30'],
    ['30-OCT-2026', '2026-10-30'],
    ['31-02-2026', null],
    ['30-XYZ-2026', null],
    ['yesterday', null],
  ])('reads %s as %s', (value, expected) => {
    expect(parseStatementDate(value)).toBe(expected);
  });
});

describe('readIepfCsv', () => {
  it('reads a valid statement into rows, whatever the column order and heading style', async () => {
    const csv = [
      'Proposed Date of transfer to IEPF (DD-MON-YYYY),Amount Due(in Rs.),Investor First Name,Investor Last Name,Folio Number,DP Id-Client Id-Account Number,Financial Year',
      '30-OCT-2026,"1,250.50",Asha,Rao,FOL0001,,2018-19',
      '30-OCT-2026,75,"Kumar, Ravi",,,IN300123-10000001,2018-19',
      '',
    ].join('\n');
    const result = await readIepfCsv(csv, '2018-19');
    expect(result).toEqual({
      ok: true,
      rows: [
        {
          investor_name: 'Asha Rao',
          account: 'FOL0001',
          amount: 1250.5,
          proposed_transfer_date: '2026-10-30',
        },
        {
          investor_name: 'Kumar, Ravi',
          account: 'IN300123-10000001',
          amount: 75,
          proposed_transfer_date: '2026-10-30',
        },
      ],
    });
  });

  it('names the line and the problem of each bad row, and imports nothing', async () => {
    const lines = [HEADING];
    for (let i = 2; i <= 16; i++) lines.push(`Investor ${i},F${1000 + i},100,2018-19,2026-10-30`);
    lines.push('Investor 17,F1017,one hundred,2018-19,2026-10-30');
    lines.push('Investor 18,F1018,100,2019-20,2026-10-30');
    lines.push('Investor 19,F!,100,2018-19,2026-10-30');
    lines.push(',F1020,100,2018-19,2026-10-30');
    lines.push('Investor 21,F1021,100,2018-19,someday');
    const result = await readIepfCsv(lines.join('\n'), '2018-19');
    expect(result).toEqual({
      ok: false,
      kind: 'lines',
      badLines: 5,
      messages: [
        'Line 17: amount is not a number',
        'Line 18: financial year is not 2018-19',
        'Line 19: folio number or DP ID-client ID must be 4 to 20 letters and digits',
        'Line 20: investor name is empty',
        'Line 21: proposed date of transfer to IEPF is not a date (e.g. 30-OCT-2026)',
      ],
    });
  });

  it('counts a line by where it starts in the file, past a quoted line break', async () => {
    const csv = `${HEADING}\n"Two\nline name",F0001,10,2018-19,2026-10-30\nX,F0002,ten,2018-19,2026-10-30`;
    const result = await readIepfCsv(csv, '2018-19');
    expect(result).toMatchObject({ ok: false, messages: ['Line 4: amount is not a number'] });
  });

  it('reads the IEPF Authority template’s own headings: First Name, Last Name, Amount Transferred', async () => {
    const csv = [
      'First Name,Middle Name,Last Name,Father/Husband First Name,Address,Pin Code,Folio Number,DP Id-Client Id-Account Number,Investment Type,Amount Transferred,Proposed Date of transfer to IEPF(DD-MON-YYYY),PAN,Financial Year',
      'Asha,K,Rao,Mohan,"12 MG Road, Indore",452001,FOL0001,,Amount for unclaimed and unpaid dividend,250,30-OCT-2026,,2018-19',
      ',,Iyer,,Pune,411001,,IN300123-10000001,Amount for unclaimed and unpaid dividend,75,30-OCT-2026,,2018-19',
    ].join('\n');
    expect(await readIepfCsv(csv, '2018-19')).toEqual({
      ok: true,
      rows: [
        {
          investor_name: 'Asha K Rao',
          account: 'FOL0001',
          amount: 250,
          proposed_transfer_date: '2026-10-30',
        },
        {
          investor_name: 'Iyer',
          account: 'IN300123-10000001',
          amount: 75,
          proposed_transfer_date: '2026-10-30',
        },
      ],
    });
  });

  it('refuses a heading without the columns it needs, listing the headings it accepts', async () => {
    const result = await readIepfCsv('Name,Amount Paid\nA,1', '2018-19');
    expect(result).toMatchObject({
      ok: false,
      kind: 'file',
      message:
        'Line 1: the heading has no column for folio number or DP ID-client ID, amount, financial year, proposed date of transfer to IEPF.',
    });
    const details = result.ok ? [] : 'details' in result ? result.details : [];
    expect(details).toHaveLength(4);
    expect(details[0]).toBe(
      'For folio number or DP ID-client ID, name the column “Folio Number”, “Folio No”, “Folio”; “DP Id-Client Id-Account Number”, “DP ID-Client ID”, “DP Id-Client Id-Account No”, “Client ID”; or “Folio Number or DP ID-Client ID”, “Folio/DP ID-Client ID”, “Account”.',
    );
    expect(details[1]).toMatch(/^For amount, name the column “Amount Transferred”, .*“Amount”\.$/);
  });

  it('says an empty file is empty, and a heading alone has no rows, as whole-file problems', async () => {
    for (const text of ['', '\n\n', ' , \n']) {
      expect(await readIepfCsv(text, '2018-19')).toEqual({
        ok: false,
        kind: 'file',
        message: 'The file is empty.',
        details: [],
      });
    }
    expect(await readIepfCsv(`${HEADING}\n`, '2018-19')).toMatchObject({
      kind: 'file',
      message: 'The file has a heading but no rows.',
    });
  });

  it('refuses a file that ends inside a quoted field', async () => {
    expect(
      await readIepfCsv(`${HEADING}\n"Open,F0001,10,2018-19,2026-10-30`, '2018-19'),
    ).toMatchObject({ ok: false, kind: 'lines' });
  });

  it('reads a large file in slices, reporting progress up to 1', async () => {
    const row = 'Sample Investor Name,F0000001,1250.50,2018-19,30-OCT-2026\n';
    const csv = HEADING + '\n' + row.repeat(20_000);
    const seen: number[] = [];
    const result = await readIepfCsv(csv, '2018-19', (f) => seen.push(f));
    expect(result.ok && result.rows.length).toBe(20_000);
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.at(-1)).toBe(1);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });
});
