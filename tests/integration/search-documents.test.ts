import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  normaliseSearchQuery,
  searchDocuments,
  SearchQueryError,
} from '@/features/search/api/search-documents';
import { SEARCH_QUERY_MESSAGES, searchQueryProblem } from '@/features/search/schemas/search-query';
import type { DocumentTableName } from '@/lib/document-tables';
import { startTestBackend, type Client, type TestBackend } from './support/backend';

let t: TestBackend;
let anon: Client;

const fixtures: [DocumentTableName, string, string][] = [
  ['annual_report', 'Annual Report 2023-24', '2024-09-02'],
  ['annual_report', 'Annual Report 2022-23', '2023-09-01'],
  ['secretarial_compliance', 'Annual Secretarial Compliance Report FY 2023-24', '2024-05-28'],
  ['mgt_mgt7', 'Annual Return (MGT-7) FY 2023-24', '2024-11-20'],
  ['general_meeting', 'Notice of the 39th Annual General Meeting', '2024-09-02'],
  ['board_meeting', 'Notice of the Board Meeting to consider quarterly results', '2024-11-05'],
  ['investor_services_forms', 'Form ISR-1: Request for registering PAN, KYC details', '2024-05-20'],
  ['policies', 'Whistle Blower Policy (Vigil Mechanism)', '2024-04-15'],
  ['policies', "Policy on 100% dematerialisation_of shares; don't panic", '2024-04-14'],
];

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  anon = t.anon();
  const admin = await t.admin();
  for (const [table, title, date] of fixtures) {
    const { error } = await admin.from(table).insert({
      document_title: title,
      view_download: 'https://example.com/a.pdf',
      document_date: date,
    });
    if (error) throw new Error(error.message);
  }
});
afterAll(() => t.stop());

async function search(query: string, client: Client = anon) {
  const { data, error, status } = await client.rpc('search_documents', { search_query: query });
  expect(error).toBeNull();
  expect(status).toBe(200);
  return data ?? [];
}

const titles = async (query: string) => (await search(query)).map((r) => r.document_title);

describe('search_documents', () => {
  it('finds a title by the start of a word: "annu" finds the annual report', async () => {
    const found = await search('annu');
    const report = found.find((r) => r.document_title === 'Annual Report 2023-24');
    expect(report).toMatchObject({
      category: 'annual_report',
      document_date: '2024-09-02',
      view_download: 'https://example.com/a.pdf',
    });
    expect(found.map((r) => r.document_title)).not.toContain(
      'Whistle Blower Policy (Vigil Mechanism)',
    );
  });

  it('needs every word: "notice meeting board" finds the board meeting, not the AGM', async () => {
    expect(await titles('notice meeting board')).toEqual([
      'Notice of the Board Meeting to consider quarterly results',
    ]);
  });

  it('reads web-search syntax: a quoted phrase and an excluded word', async () => {
    expect(await titles('"annual report" -2022')).toEqual(['Annual Report 2023-24']);
  });

  it('forgives a typo', async () => {
    expect(await titles('whistel')).toEqual(['Whistle Blower Policy (Vigil Mechanism)']);
  });

  it('finds a code written with punctuation, such as ISR-1 or MGT-7', async () => {
    expect(await titles('ISR-1')).toEqual(['Form ISR-1: Request for registering PAN, KYC details']);
    expect((await titles('mgt-7'))[0]).toBe('Annual Return (MGT-7) FY 2023-24');
  });

  it('says nothing for a query that matches nothing, and for an empty one', async () => {
    expect(await search('zebra crossing')).toEqual([]);
    expect(await search('')).toEqual([]);
    expect(await search('   ')).toEqual([]);
  });

  it('ranks the closest titles first: the annual reports, then other annual reports, then other annual titles', async () => {
    const found = await titles('annual report');
    expect(found.slice(0, 2)).toEqual(['Annual Report 2023-24', 'Annual Report 2022-23']);
    expect(found[2]).toBe('Annual Secretarial Compliance Report FY 2023-24');
    expect(found.indexOf('Annual Secretarial Compliance Report FY 2023-24')).toBeLessThan(
      found.indexOf('Annual Return (MGT-7) FY 2023-24'),
    );
  });

  it('orders equally good matches newest first', async () => {
    const found = await search('annu');
    const dates = found.filter((r) => r.rank === found[0]?.rank).map((r) => r.document_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates.length).toBeGreaterThan(1);
  });

  it.each([
    "'); drop table public.annual_report; --",
    "' or 1=1 --",
    '%',
    '%_',
    '_',
    '*',
    ':*',
    '!!&|<->()',
    '\\',
    '"',
    '<script>alert(1)</script>',
    '²³ ½ \u202e',
    'x'.repeat(10_000),
  ])('treats %j as text: no error, no wildcard, no harm', async (query) => {
    const found = await search(query);
    expect(found).toEqual([]);
    const { count } = await anon.from('annual_report').select('*', { count: 'exact', head: true });
    expect(count).toBe(2);
  });

  it('refuses a NUL character as Postgres does, with a 400 and no harm', async () => {
    const { error, status } = await anon.rpc('search_documents', { search_query: 'a\u0000b' });
    expect(status).toBe(400);
    expect(error?.code).toMatch(/^22/);
    const { count } = await anon.from('annual_report').select('*', { count: 'exact', head: true });
    expect(count).toBe(2);
  });

  it('matches punctuation and underscores only as the words around them', async () => {
    expect(await titles("100% don't dematerialisation_of")).toEqual([
      "Policy on 100% dematerialisation_of shares; don't panic",
    ]);
  });

  it('returns at most the limit asked, and never more than 50', async () => {
    const one = await anon.rpc('search_documents', { search_query: 'annu', result_limit: 1 });
    expect(one.data).toHaveLength(1);
    const many = await anon.rpc('search_documents', { search_query: 'a', result_limit: 10_000 });
    expect(many.error).toBeNull();
    expect(many.data?.length).toBeLessThanOrEqual(50);
  });

  it('can be called with GET, as supabase-js does for a read-only call', async () => {
    const { data, error } = await anon.rpc(
      'search_documents',
      { search_query: 'whistle' },
      { get: true },
    );
    expect(error).toBeNull();
    expect(data?.map((r) => r.document_title)).toEqual(['Whistle Blower Policy (Vigil Mechanism)']);
  });

  it('is the same for every caller: a signed-in reader finds what a visitor finds', async () => {
    const reader = await t.reader();
    expect(await search('annu', reader)).toEqual(await search('annu'));
  });
});

describe('the function in the catalog', () => {
  it('runs with the caller’s rights, a fixed search_path, and anon may execute it', async () => {
    const { rows } = await t.backend.db.query<{
      prosecdef: boolean;
      proconfig: string[];
      anon: boolean;
      public: boolean;
    }>(
      `select p.prosecdef, p.proconfig, has_function_privilege('anon', p.oid, 'execute') as anon,
              exists (select 1 from aclexplode(p.proacl) a where a.grantee = 0) as public
         from pg_proc p where p.proname = 'search_documents'`,
    );
    expect(rows).toEqual([
      {
        prosecdef: false,
        proconfig: ['search_path=""', 'enable_seqscan=off'],
        anon: true,
        public: false,
      },
    ]);
  });

  it('answers an unknown function or argument with PostgREST’s 404 PGRST202', async () => {
    const unknown = await anon.rpc('drop_everything' as 'search_documents', { search_query: 'x' });
    expect([unknown.status, unknown.error?.code]).toEqual([404, 'PGRST202']);
    const wrongArg = await anon.rpc('search_documents', {
      search_query: 'x',
      extra: 1,
    } as { search_query: string });
    expect([wrongArg.status, wrongArg.error?.code]).toEqual([404, 'PGRST202']);
  });
});

describe('the site’s search call', () => {
  it('finds through the real client, with control characters turned into spaces', async () => {
    const found = await searchDocuments('whistle\u0000blower', anon);
    expect(found.map((r) => r.document_title)).toEqual(['Whistle Blower Policy (Vigil Mechanism)']);
  });

  it('sends nothing for an empty query', async () => {
    const client = {
      rpc: () => {
        throw new Error('should not be called');
      },
    } as unknown as Client;
    expect(await searchDocuments(' \t\n ', client)).toEqual([]);
    expect(normaliseSearchQuery('  annual \u0007 report  ')).toBe('annual report');
  });
});

describe('the bounds on what one query may ask for', () => {
  const twoLetters = (n: number) =>
    Array.from({ length: n }, (_, i) =>
      String.fromCharCode(97 + (i % 26), 98 + Math.floor(i / 26)),
    );

  it.each([
    [
      '50 words left out',
      twoLetters(50)
        .map((w) => `-${w}`)
        .join(' '),
      'Leave out at most 3 words (with a minus sign) in one search.',
    ],
    ['only words left out', '-annual -report', SEARCH_QUERY_MESSAGES.onlyLeftOut],
    ['eleven words', twoLetters(11).join(' '), SEARCH_QUERY_MESSAGES.tooManyWords],
    ['33 alternatives', twoLetters(33).join(' or '), SEARCH_QUERY_MESSAGES.tooManyWords],
    ['one word and 4 left out', 'annual -ab -ac -ad -ae', SEARCH_QUERY_MESSAGES.tooManyLeftOut],
  ])('refuses %s with 400, 22023 and the words the site shows', async (_shape, query, message) => {
    const { data, error, status } = await anon.rpc('search_documents', { search_query: query });
    expect([data, status, error?.code, error?.message]).toEqual([null, 400, '22023', message]);
    // The site's check says the same before sending.
    expect(searchQueryProblem(normaliseSearchQuery(query))).toBe(message);
    await expect(searchDocuments(query, anon)).rejects.toThrow(SearchQueryError);
  });

  // Longer than 200 characters is cut, not refused: a title pasted whole still finds its
  // document (docs/security.md, "Why search is bounded"). Here an eleventh word past the 200th
  // character would be refused if it were read.
  it('cuts a query of 201 characters or more to its first 200, and answers it', async () => {
    const first200 = `annual ${'x'.repeat(185)} report`.padEnd(200, ' ');
    const query = `${first200}z eleventh words past the cut`;
    expect([first200.length, query.length > 200]).toEqual([200, true]);
    const { data, error, status } = await anon.rpc('search_documents', { search_query: query });
    expect([error, status]).toEqual([null, 200]);
    const cut = await anon.rpc('search_documents', { search_query: first200 });
    expect(data).toEqual(cut.data);
    // The page sends the same first 200 characters.
    expect(normaliseSearchQuery(query)).toBe(first200);
  });

  it('answers a query at the bounds: ten words with "or", three of them left out', async () => {
    const found = await search('annual or whistle report policy notice return form -ab -ac -ad');
    expect(found.length).toBeGreaterThan(0);
  });
});
