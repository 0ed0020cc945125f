import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { investorGroups, investorLinks, siteInvestorLinks } from '@/content/investor-links';
import { env } from '@/lib/env';

describe('investor links', () => {
  it('lists the 19 entries of the spec in order', () => {
    expect(investorLinks).toHaveLength(19);
    expect(investorLinks[0]?.label).toBe('Memorandum and Articles of Association');
    expect(investorLinks[18]).toEqual({
      label: 'Disclosure under Regulation 46 of LODR',
      to: paths.investor.disclosureRegulation,
    });
  });

  it('splits the list into entries 1 to 8, 9 to 16 and 17 onwards, the site’s pages last', () => {
    expect(investorGroups.map((group) => [group.title, group.links.length])).toEqual([
      ['Regulatory Disclosures', 8],
      ['Reports & Financial Information', 8],
      ['Additional Resources', 3 + siteInvestorLinks.length],
    ]);
    expect(investorGroups[2]?.links.slice(3).map((link) => link.label)).toEqual([
      'Quarterly Results',
      'Credit Ratings',
      'Investor Calendar',
      'Familiarization Programme for Independent Directors',
      'E-mail Alerts',
    ]);
  });

  it('keeps every entry in exactly one group, in the original order', () => {
    expect(investorGroups.flatMap((group) => group.links)).toEqual([
      ...investorLinks,
      ...siteInvestorLinks,
    ]);
  });

  it('points the one external entry at a PDF in the public storage bucket', () => {
    const external = investorLinks.filter((link) => link.external);
    const bucket = `${env.VITE_SUPABASE_URL}/storage/v1/object/public/investor_documents`;
    expect(external.map((link) => link.to)).toEqual([`${bucket}/dispute-resolution-mechanism.pdf`]);
  });

  it('sends the Memorandum and Articles to its page, whose file the administrator replaces', () => {
    expect(investorLinks[0]).toEqual({
      label: 'Memorandum and Articles of Association',
      to: paths.investor.memorandum,
    });
  });
});
