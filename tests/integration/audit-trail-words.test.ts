/**
 * The trail keeps what its sentences need, as the change happened: who acted by name, the row as
 * the write left it, and the names of the rows it points at (a committee, a director, a results
 * document), so an entry still names them after they are deleted; and a stored file is named by
 * its document's title. Read through the desk's own calls and words, against the real backend.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDocument } from '@/features/desk/api/add-document';
import { archiveDocument } from '@/features/desk/api/archive-document';
import { purgeDocument } from '@/features/desk/api/purge-document';
import { getAuditPage, getWholeAuditLog } from '@/features/audit/api/get-audit-log';
import { auditLogToCsv } from '@/features/audit/utils/audit-csv';
import { describeEntry, entryText } from '@/features/audit/utils/describe-entry';
import { setComposition } from '@/features/facts-desk/api/fact-writes';
import type { AuditLogRow } from '@/lib/database-rows';
import { pdfBlob, startTestBackend, type Client, type TestBackend } from './support/backend';

let t: TestBackend;
let admin: Client;

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  admin = await t.admin();
});
afterAll(() => t.stop());

const unique = () => String(Math.floor(10_000_000 + Math.random() * 89_999_999));

async function entriesOf(rowId: string): Promise<AuditLogRow[]> {
  const all = await getWholeAuditLog(admin);
  return all.filter((entry) => entry.row_id === rowId);
}

const sentence = (entry: AuditLogRow | undefined, files = new Map()) =>
  entry ? entryText(describeEntry(entry, { files })) : '';

describe('the trail in words', () => {
  it('names the committee and the director of a term, even after the director is deleted', async () => {
    const din = unique();
    const name = `Trail Director ${din}`;
    const { data: director, error } = await admin
      .from('board_directors')
      .insert({
        name,
        din,
        designation: 'Independent Director',
        category: 'independent',
        appointed_on: '2020-04-01',
      })
      .select()
      .single();
    if (error) throw error;
    const { data: committee } = await admin
      .from('board_committees')
      .select('id, name')
      .eq('name', 'Stakeholders Relationship Committee')
      .single();
    if (!committee) throw new Error('The migrations make the Stakeholders Relationship Committee');
    const { data: current } = await admin
      .from('committee_members')
      .select('director_id, role')
      .eq('committee_id', committee.id)
      .is('to_date', null);
    const was = {
      chair: current?.find((m) => m.role === 'chair')?.director_id ?? null,
      members: current?.map((m) => m.director_id) ?? [],
    };
    await setComposition(
      {
        committee: committee.id,
        chair: director.id,
        members: [...was.members, director.id],
        effectiveOn: '2026-04-01',
        was,
      },
      admin,
    );
    const { data: term } = await admin
      .from('committee_members')
      .select('id')
      .eq('director_id', director.id)
      .single();
    if (!term) throw new Error('The term was made');
    // The term entered by mistake, and the director with it.
    expect((await admin.from('committee_members').delete().eq('id', term.id)).error).toBeNull();
    expect((await admin.from('board_directors').delete().eq('id', director.id)).error).toBeNull();

    const [added, removed] = await entriesOf(term.id);
    expect(added).toMatchObject({
      actor_name: 'Administrator',
      names: { [director.id]: name, [committee.id]: 'Stakeholders Relationship Committee' },
      row_values: { role: 'chair', from_date: '2026-04-01', director_id: director.id },
    });
    expect(sentence(added)).toBe(
      `Named ${name} chair of the Stakeholders Relationship Committee from 1 Apr 2026.`,
    );
    expect(sentence(removed)).toBe(
      `Deleted term of ${name} as chair of the Stakeholders Relationship Committee (from 1 Apr 2026).`,
    );
    const [directorGone] = (await entriesOf(director.id)).filter((e) => e.action === 'purge');
    expect(sentence(directorGone)).toBe(
      `Deleted director ${name} (DIN ${din}) from the Board’s records.`,
    );
  });

  it('names a file by its document, and a deleted results document by its title', async () => {
    const title = `Results, half-year ${unique()}`;
    const file = new File([pdfBlob(2048)], 'H1 results.pdf', { type: 'application/pdf' });
    const document = await addDocument({
      client: admin,
      table: 'financial_report',
      title,
      source: { kind: 'file', file },
    });
    const { data: result, error } = await admin
      .from('financial_results')
      .insert({
        period_kind: 'half_year',
        basis: 'consolidated',
        audited: false,
        period_start: '2025-04-01',
        period_end: '2025-09-30',
        revenue_from_operations: 431240000,
        other_income: 0,
        total_income: 431240000,
        total_expenses: 400000000,
        profit_before_tax: 31240000,
        tax_expense: 8000000,
        profit_for_period: 23240000,
        other_comprehensive_income: 0,
        basic_eps: 1.87,
        diluted_eps: 1.87,
        paid_up_capital: 124350000,
        face_value: 10,
        document_id: document.id,
      })
      .select('id')
      .single();
    if (error) throw error;
    await archiveDocument({ client: admin, table: 'financial_report', id: document.id });
    await purgeDocument({ client: admin, table: 'financial_report', id: document.id });

    const [added, unlinked] = await entriesOf(result.id);
    expect(sentence(added)).toBe(
      'Added the results for the half-year ended 30 Sep 2025, consolidated (unaudited).',
    );
    // The purge set the results' link to nothing after the document had gone: its name came
    // from the trail.
    expect(unlinked?.names).toEqual({ [document.id]: title });
    expect(sentence(unlinked)).toBe(
      `Edited the results for the half-year ended 30 Sep 2025, consolidated. The results document cleared (was ${title}).`,
    );

    const page = await getAuditPage(0, admin);
    const upload = page.rows.find(
      (e) => e.table_name === 'storage.objects' && e.row_id === document.view_download,
    );
    expect(sentence(upload, page.files)).toBe(
      `Removed the PDF of “${title}” (Financial Reports) from the site’s files.`,
    );
  });

  it('exports no id, column name, JSON, ISO date or UTC time', async () => {
    const csv = auditLogToCsv(await getWholeAuditLog(admin));
    const body = csv.split('\r\n').slice(1).join('\n');
    expect(body).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}/);
    expect(body).not.toMatch(
      /\b[a-z]+_[a-z_]+\b|[{}]|\d{4}-\d{2}-\d{2}T|\bUTC\b|investor_documents\//,
    );
    expect(body).toContain('Administrator (admin)');
  });
});
