/**
 * The feeds a build writes as static files (scripts/prerender.ts), served under `npm start`
 * (Vite's dev server) at the same addresses: the investor calendar's (.ics) and the disclosures'
 * Atom feed. The dev server has no such files, so without this a feed's address opened "Page Not
 * Found". Here each request makes the feed with the build's own code (src/entry-server.tsx,
 * loaded through Vite's SSR loader, so an edit to it shows at once), from the database the site
 * points at: always current, where a built site's feed is as current as its last build. A feed
 * the build writes is one more row in DEV_FEEDS.
 */
import type { Connect, Plugin } from 'vite';
import { paths } from '../src/config/paths.ts';
import { FEED_TYPES } from './site-hosting.ts';

type FeedEntry = { calendarFeed(): Promise<string>; disclosuresFeed(): Promise<string> };

type DevFeed = {
  path: string;
  /** As scripts/serve.ts and the static hosts serve the built file. */
  type: string;
  make(entry: FeedEntry): Promise<string>;
  /** Named in the plain answer when the database does not answer. */
  what: string;
};

const DEV_FEEDS: DevFeed[] = [
  {
    path: paths.investor.calendarFeed,
    // RFC 5545 section 8.1.
    type: 'text/calendar; charset=utf-8',
    make: (entry) => entry.calendarFeed(),
    what: 'The calendar feed',
  },
  {
    path: paths.investor.disclosuresFeed,
    // RFC 4287 section 7.
    type: FEED_TYPES[paths.investor.disclosuresFeed] ?? 'application/atom+xml; charset=utf-8',
    make: (entry) => entry.disclosuresFeed(),
    what: 'The disclosures feed',
  },
];

export function feedsDevServer(): Plugin {
  return {
    name: 'feeds-dev-server',
    apply: 'serve',
    configureServer(server) {
      const serveFeed: Connect.NextHandleFunction = (req, res, next) => {
        const path = (req.url ?? '').split(/[?#]/)[0];
        const feed = DEV_FEEDS.find((f) => f.path === path);
        if (!feed || (req.method !== 'GET' && req.method !== 'HEAD')) {
          next();
          return;
        }
        server
          .ssrLoadModule('/src/entry-server.tsx')
          .then((entry) => feed.make(entry as FeedEntry))
          .then((text) => {
            res.statusCode = 200;
            res.setHeader('Content-Type', feed.type);
            // Made per request: a calendar app, a feed reader or a reload must never be handed
            // an old copy.
            res.setHeader('Cache-Control', 'no-cache');
            res.end(req.method === 'HEAD' ? undefined : text);
          })
          .catch((error: unknown) => {
            server.config.logger.error(`[${feed.path}] ${String(error)}`);
            res.statusCode = 503;
            res.setHeader('Content-Type', 'text/plain; charset=utf-8');
            res.end(
              `${feed.what} could not be made: the database did not answer. ` +
                '`npm start` starts the local backend with the site.\n',
            );
          });
      };
      server.middlewares.use(serveFeed);
    },
  };
}
