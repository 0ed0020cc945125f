import { matchRoutes, type RouteObject } from 'react-router-dom';

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * Whether the prerendered markup in #root is the page for this location. A host serves
 * 404.html for any path it has no file for, including valid routes that are not prerendered
 * (a product category with no page of its own): hydrating the not-found markup there would
 * mismatch, so such a page is rendered afresh instead.
 */
export function canHydrate(
  prerendered: string | undefined,
  pathname: string,
  routes: RouteObject[],
): boolean {
  if (!prerendered) return false;
  if (prerendered === '*') {
    const deepest = matchRoutes(routes, pathname)?.at(-1);
    return deepest?.route.path === '*';
  }
  return trimSlash(prerendered) === trimSlash(pathname);
}
