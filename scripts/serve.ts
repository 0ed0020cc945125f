/**
 * `npm run preview`: serves the built site on 127.0.0.1 exactly as the static hosts are told to
 * (scripts/site-hosting.ts): prerendered files first, the app shell for the signed-in area,
 * 404.html with status 404 for anything else, and the same security and cache headers.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { paths } from '../src/config/paths';
import {
  IMMUTABLE_CACHE,
  IMMUTABLE_PREFIX,
  NOT_FOUND_FILE,
  REVALIDATE_CACHE,
  SHELL_FILE,
  siteScriptHashes,
  isPrivatePath,
  securityHeaders,
} from './site-hosting';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  // pdf.js's worker keeps its .mjs name; with nosniff, a module worker of another type is refused.
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  // The investor calendar's feed, as calendar apps expect it (RFC 5545 section 8.1).
  '.ics': 'text/calendar; charset=utf-8',
  // The disclosures' feed (RFC 4287 section 7).
  '.atom': 'application/atom+xml; charset=utf-8',
};

// Compressed as every static host does, so local measurements see realistic transfer sizes.
const COMPRESSIBLE = /\.(html|m?js|css|svg|json|xml|txt|ics|atom)$/;

export function startStaticServer(options: {
  dir: string;
  port: number;
  supabaseUrl: string;
  privatePaths: string[];
  /** The build has a CAPTCHA site key: its origin is allowed (scripts/site-hosting.ts). */
  turnstile?: boolean;
}) {
  // The pages' inline scripts are allowed by their hashes: the boot script every page carries,
  // and the alerts page's one line (scripts/site-hosting.ts).
  const index = join(options.dir, 'index.html');
  const hashes = existsSync(index) ? siteScriptHashes(readFileSync(index, 'utf8')) : [];
  const headers = securityHeaders(options.supabaseUrl, hashes, { turnstile: options.turnstile });
  // Compressed once at start, as hosts precompress: compressing per request would block the
  // event loop and slow every response behind it.
  const gzipped = new Map<string, Buffer>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (COMPRESSIBLE.test(full))
        gzipped.set(full, gzipSync(readFileSync(full), { level: 9 }));
    }
  };
  walk(options.dir);
  const gzipOf = (file: string) => gzipped.get(file) ?? gzipSync(readFileSync(file));
  const file = (path: string) => {
    const full = normalize(join(options.dir, path));
    if (!full.startsWith(normalize(options.dir))) return undefined;
    return existsSync(full) && statSync(full).isFile() ? full : undefined;
  };
  const server = createServer((req, res) => {
    let pathname = '/';
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      pathname = NOT_FOUND_FILE;
    }
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    let status = 200;
    let found =
      file(trimmed) ?? file(join(trimmed, 'index.html')) ?? file(`${trimmed}.html`) ?? undefined;
    if (!found && isPrivatePath(trimmed, options.privatePaths)) found = file(SHELL_FILE);
    if (!found) {
      status = 404;
      found = file(NOT_FOUND_FILE);
    }
    if (!found) {
      res.writeHead(404).end('Not found');
      return;
    }
    const compress =
      COMPRESSIBLE.test(found) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = compress ? gzipOf(found) : readFileSync(found);
    res.writeHead(status, {
      ...headers,
      'content-type': TYPES[extname(found)] ?? 'application/octet-stream',
      'cache-control': pathname.startsWith(IMMUTABLE_PREFIX) ? IMMUTABLE_CACHE : REVALIDATE_CACHE,
      'content-length': body.length,
      vary: 'accept-encoding',
      ...(compress ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise<{ url: string; close: () => Promise<void> }>((resolve) => {
    server.listen(options.port, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${options.port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = join(import.meta.dirname, '..', process.env.SITE_OUT_DIR ?? 'dist');
  const port = Number(process.env.PORT ?? 4173);
  const { url } = await startStaticServer({
    dir,
    port,
    supabaseUrl: process.env.VITE_SUPABASE_URL ?? 'http://127.0.0.1:54321',
    privatePaths: [paths.dashboard],
    turnstile: Boolean(process.env.VITE_TURNSTILE_SITE_KEY?.trim()),
  });
  console.log(`Serving ${dir} at ${url}`);
}
