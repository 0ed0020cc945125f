import { matchRoutes, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppRouter } from '@/app/create-router';
import { paths } from '@/config/paths';

/** The path of the deepest route that `pathname` matches in `routes`. */
const deepest = (routes: RouteObject[], pathname: string) =>
  matchRoutes(routes, pathname)?.at(-1)?.route.path;

/** The path of the deepest route the router now shows. */
const shown = (router: Awaited<ReturnType<typeof createAppRouter>>['router']) =>
  router.state.matches.at(-1)?.route.path;

describe('the browser router', () => {
  let dispose: (() => void) | undefined;
  afterEach(() => {
    dispose?.();
    dispose = undefined;
    window.history.replaceState(null, '', '/');
  });

  async function startAt(pathname: string) {
    window.history.replaceState(null, '', pathname);
    const started = await createAppRouter();
    dispose = () => started.router.dispose();
    return started;
  }

  it('starts on a company page without the investors’ routes', async () => {
    const { routes, router } = await startAt(paths.about);
    expect(shown(router)).toBe(paths.about);
    expect(deepest(routes, paths.investor.policies)).toBe('*');
    expect(deepest(routes, paths.investor.home)).toBe('*');
  });

  it('adds the investors’ routes when a visit moves into their section', async () => {
    const { router } = await startAt(paths.home);
    await router.navigate(paths.investor.policies);
    expect(shown(router)).toBe(paths.investor.policies);
    await router.navigate(paths.investor.boardOfDirectors);
    expect(shown(router)).toBe(paths.investor.boardOfDirectors);
    // An address under /investor that no page has is the not-found page.
    await router.navigate('/investor/no-such-page');
    expect(shown(router)).toBe('*');
  });

  it('starts on an investor page with their routes, and reaches the company pages', async () => {
    const { routes, router } = await startAt(paths.investor.policies);
    expect(deepest(routes, paths.investor.policies)).toBe(paths.investor.policies);
    expect(shown(router)).toBe(paths.investor.policies);
    await router.navigate(paths.contact);
    expect(shown(router)).toBe(paths.contact);
  });

  // That they hydrate without a mismatch is the end-to-end walk's to prove (every-page.spec.ts).
  it('starts on the not-found page and on a product category', async () => {
    const notFound = await startAt('/no/such/page');
    expect(shown(notFound.router)).toBe('*');
    dispose?.();
    const category = await startAt(paths.productCategory('basic-drugs-chemicals'));
    expect(shown(category.router)).toBe(paths.productCategoryPattern);
  });
});
