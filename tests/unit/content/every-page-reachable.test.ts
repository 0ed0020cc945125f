/**
 * Every public page of the route table can be found: it is in a menu, in the footer or among
 * /investor's links, or one click from a page that is (Home's services link, the product
 * categories on /product). A page added to src/routes.tsx that nothing links to fails here.
 */
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { alertLink } from '@/content/alert-link';
import { homeServicesTeaser } from '@/content/home';
import { shareholderPages } from '@/content/investor-home';
import { investorGroups } from '@/content/investor-links';
import { footerImportantLinks, footerInvestorLinks, mainNavLinks } from '@/content/navigation';
import { productCategories } from '@/content/products';
import { routes } from '@/routes';

/** Every path the route table serves, a pattern's (`:categorySlug`) as written. */
function routePaths(list: readonly RouteObject[]): string[] {
  return list.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...routePaths(route.children ?? []),
  ]);
}

/** The pages a visitor can open: not the not-found page, not the administrator's desk. */
function publicPages(): string[] {
  const pages = routePaths(routes).filter(
    (path) => path !== '*' && !path.startsWith(paths.dashboard),
  );
  // A pattern stands for its pages: the product categories that have one.
  return pages.flatMap((path) =>
    path === paths.productCategoryPattern
      ? productCategories.filter((c) => c.clickable).map((c) => c.link)
      : [path],
  );
}

/** Where a visitor starts: the menus, the footer, and /investor's own links and search. */
const starts: { where: string; to: string[] }[] = [
  { where: 'the main menu', to: mainNavLinks.map((link) => link.to) },
  { where: 'the Investor menu', to: investorGroups.flatMap((g) => g.links.map((l) => l.to)) },
  { where: 'the footer', to: [...footerImportantLinks, ...footerInvestorLinks].map((l) => l.to) },
  {
    where: '/investor',
    to: [
      paths.investor.home,
      ...investorGroups.flatMap((g) => g.links.map((l) => l.to)),
      ...shareholderPages.map((page) => page.to),
      // Beside the disclosures' feed: the e-mail alerts.
      alertLink.to,
      // The page's search box sends its query there.
      paths.investor.search,
    ],
  },
];

/** One click further: a page's own links, from its content file. */
const pageLinks: Record<string, string[]> = {
  [paths.home]: [homeServicesTeaser.link.to],
  [paths.product]: productCategories.filter((c) => c.clickable).map((c) => c.link),
};

function reachable(): Set<string> {
  const found = new Set(starts.flatMap((start) => start.to));
  for (const [page, links] of Object.entries(pageLinks)) {
    if (found.has(page)) for (const link of links) found.add(link);
  }
  return found;
}

describe('every public page', () => {
  it('is reachable from a menu, the footer or /investor, or one click from a page that is', () => {
    const found = reachable();
    const pages = publicPages();
    expect(pages.length).toBeGreaterThan(30);
    expect(pages.filter((page) => !found.has(page))).toEqual([]);
  });

  it('counts the investor pages built from data among them', () => {
    const inMenu = investorGroups.flatMap((g) => g.links.map((l) => l.to));
    for (const page of [
      paths.investor.quarterlyResults,
      paths.investor.creditRatings,
      paths.investor.calendar,
    ]) {
      expect(inMenu).toContain(page);
    }
  });

  it('fails for a page that nothing links to', () => {
    const orphan: RouteObject = { path: '/investor/orphan-page' };
    const pages = routePaths([...routes, orphan]).filter((path) => path === orphan.path);
    expect(pages).toEqual(['/investor/orphan-page']);
    expect(reachable().has('/investor/orphan-page')).toBe(false);
  });
});
