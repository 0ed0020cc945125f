import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { shareholderPages } from '@/content/investor-home';
import { investorLinks } from '@/content/investor-links';
import { otherWebsiteRows } from '@/content/other-website-disclosures';
import { regulation46Rows } from '@/content/regulation-46';
import { INVESTOR_BUCKET } from '@/content/stored-files';
import { routes } from '@/routes';
import { STATIC_SAMPLE_FILES } from '../../../supabase/local/sample-files';

/** True when the route table serves `to` with a page of its own, not the not-found page. */
function hasRoute(to: string): boolean {
  const path = to.split('#')[0] ?? to;
  const matches = matchRoutes(routes, path) ?? [];
  const leaf = matches.at(-1)?.route;
  return Boolean(leaf?.path && leaf.path !== '*');
}

const locations = [
  ...[...regulation46Rows, ...otherWebsiteRows].flatMap((row) =>
    row.location ? [row.location] : [],
  ),
  ...shareholderPages.map((page) => ({ to: page.to, external: false })),
];

describe('links in the content files', () => {
  it('point every internal location at a route in the route table', () => {
    const internal = locations.filter((location) => !location.external);
    expect(internal.length).toBeGreaterThan(20);
    for (const location of internal) expect(hasRoute(location.to), location.to).toBe(true);
  });

  it('point every stored file at one that the bucket is seeded with', () => {
    const prefix = `/storage/v1/object/public/${INVESTOR_BUCKET}/`;
    const stored = [...locations, ...investorLinks].filter(
      (l) => l.external && l.to.includes(prefix),
    );
    expect(stored.length).toBeGreaterThan(0);
    for (const location of stored) {
      const name = location.to.slice(location.to.indexOf(prefix) + prefix.length);
      expect(Object.keys(STATIC_SAMPLE_FILES), location.to).toContain(name);
    }
  });

  it('catches a dead link', () => {
    expect(hasRoute('/investor/no-such-page')).toBe(false);
  });
});
