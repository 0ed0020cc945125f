/**
 * The benchmarks' library: documents with filing-like titles spread over the 23 tables, and
 * pages of filing-like text for them (scripts/filing-text.ts). Written straight into the
 * database, as the triggers and save_document_text would leave it.
 */
import { DOCUMENT_TABLES } from '../src/lib/document-tables';
import { filingPage } from './filing-text';
import type { LocalBackend } from '../supabase/local/server';

/** `count` documents whose titles look like real filings, spread over the 23 tables. */
export async function fillDocuments(backend: LocalBackend, count: number) {
  await backend.db.exec(`
    do $$
    declare
      t record;
      per_table int := ceil(${count}::numeric / ${DOCUMENT_TABLES.length});
      kinds text[] := array['Annual Report', 'Notice of Board Meeting', 'Outcome of Board Meeting',
        'Shareholding Pattern', 'Corporate Governance Report', 'Newspaper Publication',
        'Notice of Annual General Meeting', 'Voting Results of AGM', 'Policy on Related Party Transactions',
        'Secretarial Compliance Report', 'Annual Return MGT-7', 'Financial Results',
        'Investor Presentation', 'Reconciliation of Share Capital Audit', 'Intimation of Record Date'];
      quarters text[] := array['Q1', 'Q2', 'Q3', 'Q4', 'half year', 'year ended'];
    begin
      for t in select unnest(array[${DOCUMENT_TABLES.map((name) => `'${name}'`).join(', ')}]) as category
        loop
        execute format($f$
          insert into public.%I (document_title, view_download, document_date)
          select k || ' ' || q || ' FY ' || y || '-' || lpad(mod(y + 1, 100)::text, 2, '0') || ' #' || i,
                 'https://example.com/' || i || '.pdf',
                 date '2015-04-01' + mod(i * 37, 3800)
            from generate_series(1, $1) as i,
                 lateral (select $2[1 + mod(i * 7, array_length($2, 1))] as k,
                                 $3[1 + mod(i * 5, array_length($3, 1))] as q,
                                 2015 + mod(i, 10) as y) as v$f$, t.category)
          using per_table, kinds, quarters;
      end loop;
    end $$;
  `);
  await backend.db.exec('analyze');
}

/**
 * `pages` pages of about `wordsAPage` words for every live document (seeded by its order, so
 * every run stores the same text), in batches as save_document_text would insert them.
 * Returns the number of pages stored.
 */
export async function fillDocumentText(backend: LocalBackend, pages = 3, wordsAPage = 500) {
  const { rows: docs } = await backend.db.query<{ category: string; id: string }>(
    'select category, id from private.document_search order by category, document_date, id',
  );
  for (let i = 0; i < docs.length; i += 200) {
    const rows = docs
      .slice(i, i + 200)
      .flatMap((d, j) =>
        Array.from({ length: pages }, (_, p) => [
          d.category,
          d.id,
          p + 1,
          filingPage(i + j, p + 1, wordsAPage),
        ]),
      );
    await backend.db.query(
      `insert into private.document_pages (category, id, page_number, body)
       select * from unnest($1::text[], $2::uuid[], $3::int[], $4::text[])`,
      [0, 1, 2, 3].map((k) => rows.map((r) => r[k])),
    );
  }
  await backend.db.exec('analyze');
  return docs.length * pages;
}
