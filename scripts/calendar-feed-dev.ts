/**
 * The investor calendar's feed under `npm start` (Vite's dev server), at the address a build
 * writes it to. A build writes the feed as a static file (scripts/prerender.ts); the dev server
 * has no such file, so without this the Subscribe link opened "Page Not Found". Here each request
 * makes the feed with the build's own code (calendarFeed in src/entry-server.tsx, loaded through
 * Vite's SSR loader, so an edit to it shows at once), from the database the site points at:
 * always current, where a built site's feed is as current as its last build.
 */
import type { Connect, Plugin } from 'vite';
import { CALENDAR_FEED_PATH } from '../src/lib/ics';

type FeedEntry = { calendarFeed(): Promise<string> };

/** As scripts/serve.ts and the static hosts serve the built file (RFC 5545 section 8.1). */
const FEED_TYPE = 'text/calendar; charset=utf-8';

export function calendarFeedDevServer(): Plugin {
  return {
    name: 'calendar-feed-dev-server',
    apply: 'serve',
    configureServer(server) {
      const serveFeed: Connect.NextHandleFunction = (req, res, next) => {
        const path = (req.url ?? '').split(/[?#]/)[0];
        if (path !== CALENDAR_FEED_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) {
          next();
          return;
        }
        server
          .ssrLoadModule('/src/entry-server.tsx')
          .then((entry) => (entry as FeedEntry).calendarFeed())
          .then((feed) => {
            res.statusCode = 200;
            res.setHeader('Content-Type', FEED_TYPE);
            // Made per request: a calendar app or a reload must never be handed an old copy.
            res.setHeader('Cache-Control', 'no-cache');
            res.end(req.method === 'HEAD' ? undefined : feed);
          })
          .catch((error: unknown) => {
            server.config.logger.error(`[calendar feed] ${String(error)}`);
            res.statusCode = 503;
            res.setHeader('Content-Type', 'text/plain; charset=utf-8');
            res.end(
              'The calendar feed could not be made: the database did not answer. ' +
                '`npm start` starts the local backend with the site.\n',
            );
          });
      };
      server.middlewares.use(serveFeed);
    },
  };
}
