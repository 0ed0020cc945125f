import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listAnswers,
  removeAnswer,
  saveAnswer,
} from '@/features/events-desk/api/compliance-answers';
import { describeEventError } from '@/features/events-desk/errors';
import { readAnswers } from '@/lib/compliance/facts';
import { directionControlMessage } from '@/lib/direction-controls';
import { startTestBackend, type Client, type TestBackend } from './support/backend';
import { enrolTotp } from './support/mfa';

// The compliance calendar's answers through the desk's own requests and the real supabase-js:
// the administrator alone reads and writes them, a not-applicable mark needs a reason and the
// audit trail keeps it, and once she has a second factor a password alone reads nothing of hers.
// A visitor reads one answer, whether the company is among the top 1,000 (the public Regulation 46
// table's row (y) shows it), in two columns, and nothing else.
let t: TestBackend;
let admin: Client;
let reader: Client;

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  admin = await t.admin();
  reader = await t.reader();
});
afterAll(() => t.stop());

const refusal = (error: unknown) => describeEventError(error, 'save this answer');
const failed = (run: Promise<unknown>) =>
  run.then(
    () => null,
    (e: unknown) => e,
  );

describe('the compliance answers', () => {
  it('keeps the company’s facts and a not-applicable mark, and the calendar reads them', async () => {
    await saveAnswer({ subject: 'fact:dividends', answer: 'yes' }, undefined, admin);
    await saveAnswer({ subject: 'fact:iepf_transfer', answer: '2027-11-30' }, undefined, admin);
    await saveAnswer(
      { subject: 'item:shp:2026-12-31', answer: 'not_applicable', reason: '  Trading suspended  ' },
      undefined,
      admin,
    );
    const answers = readAnswers(await listAnswers(admin));
    expect(answers.facts).toEqual({
      dividends: true,
      dividendsHeld: [],
      iepfTransfer: '2027-11-30',
      csr: null,
      top1000: null,
      csrCommittee: null,
      subsidiaries: null,
    });
    expect(answers.notApplicable.get('shp:2026-12-31')).toBe('Trading suspended');
  });

  it('keeps whether the CSR (and its committee), top-1,000 and subsidiaries’ rules apply, yes or no in plain words', async () => {
    await saveAnswer({ subject: 'fact:csr', answer: 'no' }, undefined, admin);
    await saveAnswer({ subject: 'fact:top_1000', answer: 'yes' }, undefined, admin);
    await saveAnswer({ subject: 'fact:csr_committee', answer: 'no' }, undefined, admin);
    await saveAnswer({ subject: 'fact:subsidiaries', answer: 'yes' }, undefined, admin);
    const facts = readAnswers(await listAnswers(admin)).facts;
    expect([facts.csr, facts.top1000, facts.csrCommittee, facts.subsidiaries]).toEqual([
      false,
      true,
      false,
      true,
    ]);
    for (const subject of [
      'fact:csr',
      'fact:top_1000',
      'fact:csr_committee',
      'fact:subsidiaries',
    ]) {
      const rows = await listAnswers(admin);
      const existing = rows.find((r) => r.subject === subject);
      const error = await failed(saveAnswer({ subject, answer: 'maybe' }, existing, admin));
      expect(refusal(error).description).toBe('Answer yes or no.');
    }
  });

  it('marks not applicable the items whose rule keys hold digits (mgt7, s124)', async () => {
    for (const subject of ['item:mgt7:2026-03-31', 'item:s124:interim-2026-11-20']) {
      await saveAnswer(
        { subject, answer: 'not_applicable', reason: 'Filed under the old name' },
        undefined,
        admin,
      );
    }
    const answers = readAnswers(await listAnswers(admin));
    expect(answers.notApplicable.get('mgt7:2026-03-31')).toBe('Filed under the old name');
    expect(answers.notApplicable.get('s124:interim-2026-11-20')).toBe('Filed under the old name');
  });

  it('changes an answer in place, keeping its subject', async () => {
    const rows = await listAnswers(admin);
    const dividends = rows.find((r) => r.subject === 'fact:dividends');
    await saveAnswer({ subject: 'fact:dividends', answer: 'no' }, dividends, admin);
    const after = await listAnswers(admin);
    expect(after.filter((r) => r.subject === 'fact:dividends').map((r) => r.answer)).toEqual([
      'no',
    ]);
  });

  it('refuses a mark without a reason, a day that is not one, an unknown subject and a second answer, in plain words', async () => {
    const cases: [Parameters<typeof saveAnswer>[0], string][] = [
      [
        { subject: 'item:ifg:2026-12-31', answer: 'not_applicable', reason: '   ' },
        'Say why it does not apply, in 1 to 500 characters.',
      ],
      [
        { subject: 'item:ifg:2026-12-31', answer: 'not_applicable', reason: 'x'.repeat(501) },
        'Say why it does not apply, in 1 to 500 characters.',
      ],
      [
        { subject: 'fact:iepf_transfer', answer: '2027-02-30' },
        'Give the day shares are due to move as a date, or answer that none are due.',
      ],
      [{ subject: 'fact:salary', answer: 'yes' }, 'The desk does not know this item or question.'],
      [
        {
          subject: 'item:ifg:2026-12-31',
          answer: 'not_applicable',
          reason: 'Exempt \u202Efdp.exe',
        },
        directionControlMessage('The reason', '\u202E'),
      ],
      [
        { subject: 'item:shp:2026-12-31', answer: 'not_applicable', reason: 'Again' },
        'This has been answered already (perhaps in another tab): reload the desk to see it.',
      ],
    ];
    for (const [input, words] of cases) {
      const error = await failed(saveAnswer(input, undefined, admin));
      expect(refusal(error), input.subject).toEqual({ title: 'Not saved', description: words });
    }
  });

  it('shows a reader and a visitor only the top-1,000 and subsidiaries’ answers, and refuses their writes', async () => {
    // The earlier tests left the company's answers (dividends, IEPF, CSR, its committee, top
    // 1,000, subsidiaries) and marks.
    expect(
      (await reader.from('compliance_answers').select('subject').order('subject')).data,
    ).toEqual([{ subject: 'fact:subsidiaries' }, { subject: 'fact:top_1000' }]);
    const anon = await t.anon().from('compliance_answers').select('id');
    expect(anon.status).toBe(401);
    const error = await failed(
      saveAnswer(
        { subject: 'item:ifg:2026-12-31', answer: 'not_applicable', reason: 'x' },
        undefined,
        reader,
      ),
    );
    expect(refusal(error).title).toBe('Unauthorized');
  });

  it('lets a visitor read whether the company is among the top 1,000, and nothing else of the table', async () => {
    const held = (await listAnswers(admin)).find((r) => r.subject === 'fact:top_1000');
    await saveAnswer({ subject: 'fact:top_1000', answer: 'no' }, held, admin);
    const visitor = t.anon();
    // The one row, in its two columns.
    const read = await visitor
      .from('compliance_answers')
      .select('subject, answer')
      .order('subject');
    expect(read.error).toBeNull();
    expect(read.data).toEqual([
      { subject: 'fact:subsidiaries', answer: 'yes' },
      { subject: 'fact:top_1000', answer: 'no' },
    ]);
    // No other row: not the CSR answers, not an item's mark, whatever the filter.
    for (const subject of [
      'fact:csr',
      'fact:csr_committee',
      'fact:dividends',
      'item:shp:2026-12-31',
    ]) {
      const other = await visitor
        .from('compliance_answers')
        .select('subject, answer')
        .eq('subject', subject);
      expect(other.data, subject).toEqual([]);
    }
    // No other column of that row, nor all of them.
    for (const columns of ['id', 'reason', 'updated_at', 'created_at', '*']) {
      const refused = await visitor.from('compliance_answers').select(columns);
      expect(refused.status, columns).toBe(401);
      expect(refused.error?.code, columns).toBe('42501');
    }
    // And no write.
    const written = await visitor
      .from('compliance_answers')
      .update({ answer: 'yes' })
      .eq('subject', 'fact:top_1000');
    expect(written.status).toBe(401);
    expect(readAnswers(await listAnswers(admin)).facts.top1000).toBe(false);
  });

  it('records a mark and its withdrawal in the audit trail, with the reason', async () => {
    await saveAnswer(
      {
        subject: 'item:scr:2026-03-31',
        answer: 'not_applicable',
        reason: 'Exempt under Regulation 15(2)',
      },
      undefined,
      admin,
    );
    const row = (await listAnswers(admin)).find((r) => r.subject === 'item:scr:2026-03-31');
    await removeAnswer(row?.id ?? '', admin);
    const { data } = await admin
      .from('audit_log')
      .select('action, table_name, title_before, title_after')
      .eq('table_name', 'compliance_answers')
      .eq('row_id', row?.id ?? '')
      .order('id');
    expect(data).toEqual([
      {
        action: 'insert',
        table_name: 'compliance_answers',
        title_before: null,
        title_after: 'item:scr:2026-03-31 not_applicable Exempt under Regulation 15(2)',
      },
      {
        action: 'purge',
        table_name: 'compliance_answers',
        title_before: 'item:scr:2026-03-31 not_applicable Exempt under Regulation 15(2)',
        title_after: null,
      },
    ]);
  });

  it('reads nothing at aal1 once the administrator has a second factor, everything at aal2', async () => {
    await enrolTotp(admin);
    const weak = await t.admin();
    // At aal1 she reads what a visitor reads, and nothing only she may.
    expect((await weak.from('compliance_answers').select('subject').order('subject')).data).toEqual(
      [{ subject: 'fact:subsidiaries' }, { subject: 'fact:top_1000' }],
    );
    expect((await admin.from('compliance_answers').select('subject')).data?.length).toBeGreaterThan(
      0,
    );
    const error = await failed(
      saveAnswer(
        { subject: 'item:ifg:2026-12-31', answer: 'not_applicable', reason: 'x' },
        undefined,
        weak,
      ),
    );
    expect(refusal(error).title).toBe('Unauthorized');
  }, 60_000);
});
