import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { prerenderFacts, render, sampleRows } from '@/entry-server';
import { NOT_TOP_1000 } from '@/lib/disclosure-answers';
import { FACTS_ELEMENT_ID } from '@/lib/facts-block';
import { bootLoader, fillPage, replaceFirst } from '../../scripts/page-template';
import { LOCAL_ANON_KEY } from '../../supabase/local/keys';
import { startTestBackend, type TestBackend } from './support/backend';

// The company facts in the built HTML: each page is rendered, as scripts/prerender.ts renders
// it, with the rows a visitor reads from the database the build points at (the embedded backend
// with the local seed here), so a visitor without scripts sees the Board, the officers, the
// ratings and every page's footer contact block, and the browser starts from the same rows.

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.stop());

const source = () => ({ url: t.url, anonKey: LOCAL_ANON_KEY });

/** index.html as `vite build` writes it (the entry script under a hashed name). */
const template = bootLoader(
  replaceFirst(
    readFileSync('index.html', 'utf8'),
    '<script type="module" src="/src/main.tsx"></script>',
    '<script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>',
  ),
);

/** Text as React writes it into markup. */
const asMarkup = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

describe('prerendering the company facts', () => {
  it('renders the Board with the directors serving today and the footer with the contacts', async () => {
    const service = t.service();
    const name = `Prerendered Director ${Date.now()} $' </script>`;
    const added = await service.from('board_directors').insert({
      name,
      din: '09876543',
      designation: 'Independent Director',
      category: 'independent',
      appointed_on: '2026-01-05',
    });
    expect(added.error).toBeNull();
    const contacts = await service.from('company_contacts').select('phone, cin').single();
    expect(contacts.error).toBeNull();

    const facts = await prerenderFacts(paths.investor.boardOfDirectors, source());
    expect(facts.board?.directors.map((d) => d.name)).toContain(name);
    const { html } = await render('http://localhost/investor/board-of-directors', undefined, facts);
    expect(html).not.toContain('Loading the Board');
    expect(html).toContain(asMarkup(name));
    expect(html).toContain(asMarkup(contacts.data?.phone ?? 'no phone'));
    expect(html).toContain(contacts.data?.cin ?? 'no CIN');

    // The page as the build writes it: one data block the browser reads, closed where it ends,
    // and the Organization data with the CIN.
    const page = fillPage(template, html, paths.investor.boardOfDirectors, undefined, {
      snapshot: facts,
      siteUrl: 'https://example.com',
    });
    const open = `<script type="application/json" id="${FACTS_ELEMENT_ID}">`;
    const start = page.indexOf(open) + open.length;
    const block = page.slice(start, page.indexOf('</script', start));
    expect(JSON.parse(block)).toEqual(JSON.parse(JSON.stringify(facts)));
    expect(page).toContain('<script type="application/ld+json">');
    expect(page).toContain(`"value":"${contacts.data?.cin}"`);
  });

  it('reads only the contacts for a page that shows no other facts', async () => {
    const facts = await prerenderFacts(paths.about, source());
    expect(Object.keys(facts).sort()).toEqual(['asOf', 'contacts']);
  });

  it('builds the Regulation 46 table with the company’s answer to the top-1,000 question in row (y)', async () => {
    const service = t.service();
    const rowY = (html: string) => {
      const at = html.indexOf('Dividend distribution policy under Regulation 43A(1)');
      return html.slice(html.lastIndexOf('<tr', at), html.indexOf('</tr>', at));
    };
    const build = async () => {
      const facts = await prerenderFacts(paths.investor.disclosureRegulation, source());
      const { html } = await render(
        `http://localhost${paths.investor.disclosureRegulation}`,
        undefined,
        facts,
      );
      return { facts, row: rowY(html) };
    };
    // Not answered (the seed asks nothing): where it applies, and where the policy goes.
    const unanswered = await build();
    expect(unanswered.facts.applicability).toEqual({ top1000: null, subsidiaries: null });
    expect(unanswered.row).toContain('Where it applies');
    try {
      expect(
        (
          await service
            .from('compliance_answers')
            .insert({ subject: 'fact:top_1000', answer: 'yes' })
        ).error,
      ).toBeNull();
      const yes = await build();
      expect(yes.facts.applicability).toEqual({ top1000: true, subsidiaries: null });
      expect(yes.row).toMatch(/>Yes</);
      expect(yes.row).toContain(`href="${paths.investor.policies}"`);
      const changed = await service
        .from('compliance_answers')
        .update({ answer: 'no' })
        .eq('subject', 'fact:top_1000');
      expect(changed.error).toBeNull();
      const no = await build();
      expect(no.facts.applicability).toEqual({ top1000: false, subsidiaries: null });
      expect(no.row).toMatch(/>NA</);
      expect(no.row).toContain(asMarkup(NOT_TOP_1000));
      expect(no.row).not.toContain('href=');
    } finally {
      await service.from('compliance_answers').delete().eq('subject', 'fact:top_1000');
    }
  });

  it('lists the tables that still hold the seed’s sample rows, for the production build to refuse', async () => {
    const found = await sampleRows(source());
    const sections = found.map((line) => line.slice(0, line.indexOf(':')));
    expect(sections).toEqual(
      expect.arrayContaining([
        'Directors',
        'Contact details',
        'Committee terms',
        'Financial results',
        'Shareholding patterns',
        'Dividends',
      ]),
    );
    // In the desk's words, which the company secretary reads: no table's name, no ISO date.
    expect(found.join('\n')).not.toMatch(/\b[a-z]+_[a-z_]+\b/);
    expect(found.join('\n')).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(found.find((line) => line.startsWith('Financial results'))).toMatch(
      /: (Quarter|Half-year|Nine months|Year) ended \d{1,2} [A-Z][a-z]{2} \d{4}, standalone/,
    );
    // A committee term by its committee and director, not by its date alone.
    expect(found.find((line) => line.startsWith('Committee terms'))).toMatch(
      /[:;] Audit Committee: Sample Director [A-Z][a-z]+ \(SAMPLE\), (chair|member) from /,
    );
  });

  it('fails, rather than render a page without its facts, when the database does not answer', async () => {
    await expect(
      prerenderFacts(paths.investor.boardOfDirectors, {
        url: 'http://127.0.0.1:9',
        anonKey: LOCAL_ANON_KEY,
      }),
    ).rejects.toThrow();
  });
});
