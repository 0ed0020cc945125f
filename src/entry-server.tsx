/**
 * Prerendering entry: built by `vite build --ssr` and run by scripts/prerender.ts in Node, never
 * shipped to browsers. Renders one URL of the route table to HTML, as the browser would.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { paths } from '@/config/paths';
import { productCategories } from '@/content/products';
import { routes } from '@/routes';

export async function render(url: string): Promise<{ html: string; status: number }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} redirected while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProviders>
        {/* No hydration data script: no route has a loader, and the CSP allows no inline script. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  return { html, status: context.statusCode };
}

/** Paths that only make sense signed in: served as the bare app shell, never prerendered. */
export const privatePaths: string[] = [paths.dashboard];

/**
 * Every public URL, read from the route table: each static path, and each product category for
 * the one dynamic segment. Guarded routes and the catch-all are left out.
 */
export function publicPaths(): string[] {
  const found: string[] = [];
  const walk = (list: RouteObject[]) => {
    for (const route of list) {
      if (route.children) walk(route.children);
      const path = route.path;
      if (!path || path === '*' || privatePaths.includes(path)) continue;
      if (path === paths.productCategoryPattern) {
        found.push(
          ...productCategories.filter((c) => c.clickable).map((c) => paths.productCategory(c.slug)),
        );
      } else if (!path.includes(':')) found.push(path);
    }
  };
  walk(routes);
  return [...new Set(found)];
}
