import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { createAuth } from './auth';
import {
  HOOK_NAMES,
  hookFunction,
  hooksFromConfig,
  type HookName,
  type HookUris,
} from './auth-hooks';
import { loadCatalog, openDatabase, runSeed } from './database';
import { configIntegers } from './config-toml';
import { checkApiKey, needsApiKey, sentApiKey } from './gateway';
import { applyCors, bearerToken, HttpError, sendJson } from './http';
import { createJwt, type Claims } from './jwt';
import { ensureAdmin, seedStorage } from './local-data';
import {
  DEFAULT_ADMIN_EMAIL_DOMAIN,
  DEFAULT_LOCAL_ADMIN_PASSWORD,
  LOCAL_ADMIN_USERNAME,
  LOCAL_ANON_KEY,
  LOCAL_JWT_SECRET,
  LOCAL_SERVICE_ROLE_KEY,
} from './keys';
import { folderObjectStore, memoryObjectStore } from './object-store';
import { createRest } from './rest';
import { limitFromEnv, rateLimitsFromConfig, type RateLimits } from './rate-limit';
import { createRpc, loadFunctions } from './rest-rpc';
import { createStorage } from './storage';

export type LocalBackendOptions = {
  /** 0 picks a free port (tests); the default is the Supabase CLI's API port. */
  port?: number;
  host?: string;
  /** A folder for the database and files; in memory when absent. */
  dataDir?: string;
  /** Run supabase/seed.sql and the sample files on a new database (default true). */
  seed?: boolean;
  adminPassword?: string;
  adminEmailDomain?: string;
  /** Lifetime of access tokens; short values let tests exercise expiry. */
  accessTokenSeconds?: number;
  /** How long a used refresh token may be used again; else config.toml's (10 s, as Supabase). */
  refreshTokenReuseSeconds?: number;
  /** Log each request to stdout. */
  logRequests?: boolean;
  /**
   * Auth rate limits per IP: sign-ins per 5 minutes, MFA challenges (and verifications) per
   * minute. Unset, each comes from LOCAL_AUTH_SIGN_IN_RATE_LIMIT / LOCAL_AUTH_MFA_RATE_LIMIT, else
   * from `[auth.rate_limit]` in supabase/config.toml, else Supabase Auth's defaults.
   */
  rateLimits?: Partial<RateLimits>;
  /**
   * Auth's Postgres hooks by name: a `pg-functions://` URI, or false for none. Unset, each is as
   * `[auth.hook.<name>]` in supabase/config.toml says (a test may model a plan without them).
   */
  hooks?: Partial<Record<HookName, string | false>>;
};

function resolveHooks(given: LocalBackendOptions['hooks'] = {}): HookUris {
  const configured = hooksFromConfig();
  const resolved: HookUris = {};
  for (const name of HOOK_NAMES) {
    const uri = name in given ? given[name] : configured[name];
    if (typeof uri !== 'string') continue;
    hookFunction(uri);
    resolved[name] = uri;
  }
  return resolved;
}

function resolveRateLimits(given: Partial<RateLimits> = {}): RateLimits {
  const config = rateLimitsFromConfig();
  return {
    signIn: given.signIn ?? limitFromEnv('LOCAL_AUTH_SIGN_IN_RATE_LIMIT') ?? config.signIn,
    mfa: given.mfa ?? limitFromEnv('LOCAL_AUTH_MFA_RATE_LIMIT') ?? config.mfa,
  };
}

export type LocalBackend = {
  url: string;
  port: number;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  admin: { username: string; email: string; password: string };
  /** Whether this start created the database (cold) rather than opening an existing one. */
  fresh: boolean;
  db: PGlite;
  stop(): Promise<void>;
};

export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const host = options.host ?? '127.0.0.1';
  const store = options.dataDir
    ? folderObjectStore(join(options.dataDir, 'storage'))
    : memoryObjectStore();
  const { db, fresh } = await openDatabase(
    options.dataDir ? join(options.dataDir, 'db') : undefined,
    options.seed === false
      ? undefined
      : async (newDb) => {
          await runSeed(newDb);
          await seedStorage(newDb, store);
        },
  );
  const catalog = await loadCatalog(db);
  const jwt = createJwt(LOCAL_JWT_SECRET);

  // The address is known only once the server listens, and it listens last (below).
  let url = '';
  const auth = createAuth(db, jwt, {
    get issuer() {
      return `${url}/auth/v1`;
    },
    accessTokenSeconds: options.accessTokenSeconds ?? 3600,
    refreshTokenReuseSeconds:
      options.refreshTokenReuseSeconds ??
      configIntegers().get('auth.refresh_token_reuse_interval') ??
      10,
    rateLimits: resolveRateLimits(options.rateLimits),
    hooks: resolveHooks(options.hooks),
    siteHost: () => new URL(url).host,
  });
  const rest = createRest(db, catalog);
  const rpc = createRpc(db, await loadFunctions(db));
  const storage = createStorage(db, store);

  const adminEmail = `${LOCAL_ADMIN_USERNAME}@${options.adminEmailDomain ?? DEFAULT_ADMIN_EMAIL_DOMAIN}`;
  const adminPassword = options.adminPassword ?? DEFAULT_LOCAL_ADMIN_PASSWORD;
  await ensureAdmin(auth, adminEmail, adminPassword);

  /**
   * Who is calling: the bearer token, else the apikey, verified. Before that, the gateway's rule
   * (gateway.ts): `/rest/v1` and `/auth/v1` need one of the project's keys in `apikey` even when a
   * bearer token is sent; `/storage/v1` does not.
   */
  async function caller(req: IncomingMessage, reqUrl: URL, path: string): Promise<Claims> {
    const apikey = sentApiKey(req, reqUrl);
    if (needsApiKey(path)) checkApiKey(apikey, [LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY]);
    const token = bearerToken(req) ?? apikey;
    if (!token) {
      throw new HttpError(401, {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      });
    }
    try {
      return await jwt.verify(token ?? '');
    } catch (error) {
      const expired = error instanceof Error && /exp/.test(error.message);
      throw new HttpError(401, {
        code: expired ? 'PGRST303' : 'PGRST301',
        message: expired ? 'JWT expired' : 'JWT could not be verified',
        details: null,
        hint: null,
      });
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    applyCors(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const reqUrl = new URL(req.url ?? '/', url);
    // The raw path, not reqUrl.pathname: URL parsing would quietly resolve '..' and '.' segments,
    // and the storage API must see (and refuse) object names exactly as they were sent.
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (options.logRequests) console.log(`${req.method} ${path}`);
    try {
      if (path.startsWith('/storage/v1/object/public/')) {
        await storage.handle(req, res, path.slice('/storage/v1'.length), reqUrl, null);
        return;
      }
      if (path === '/auth/v1/.well-known/jwks.json') {
        await auth.handle(req, res, path.slice('/auth/v1'.length), reqUrl, { role: 'anon' });
        return;
      }
      if (path === '/auth/v1/health' || path === '/auth/v1/settings') {
        checkApiKey(sentApiKey(req, reqUrl), [LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY]);
        await auth.handle(req, res, path.slice('/auth/v1'.length), reqUrl, { role: 'anon' });
        return;
      }
      const claims = await caller(req, reqUrl, path).catch((error: unknown) => {
        // The Storage server checks the token itself and refuses with its AccessDenied: HTTP 400,
        // statusCode "403" (supabase/storage, src/http/plugins/jwt.ts).
        if (!path.startsWith('/storage/v1/') || !(error instanceof HttpError)) throw error;
        throw new HttpError(400, {
          statusCode: '403',
          code: 'AccessDenied',
          error: 'Unauthorized',
          message: error.message,
        });
      });
      if (path.startsWith('/rest/v1/rpc/'))
        await rpc(req, res, path.slice('/rest/v1/rpc/'.length), reqUrl, claims);
      else if (path.startsWith('/rest/v1/'))
        await rest(req, res, path.slice('/rest/v1/'.length), reqUrl, claims);
      else if (path.startsWith('/auth/v1/'))
        await auth.handle(req, res, path.slice('/auth/v1'.length), reqUrl, claims);
      else if (path.startsWith('/storage/v1/'))
        await storage.handle(req, res, path.slice('/storage/v1'.length), reqUrl, claims);
      else throw new HttpError(404, { message: 'no Route matched with those values' });
    } catch (error) {
      if (error instanceof HttpError) {
        sendJson(res, error.status, error.body, error.headers);
      } else {
        console.error('[local-supabase]', error);
        sendJson(res, 500, { message: 'The local backend hit an unexpected error' });
      }
    }
  }

  // The handler is in place before the port opens, and the port opens only now that the
  // database, the seed and the admin are ready: a request either is refused (nothing listens
  // yet) or is answered, never accepted and left hanging.
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[local-supabase] failed to answer', error);
      if (!res.headersSent)
        sendJson(res, 500, { message: 'The local backend hit an unexpected error' });
      else res.destroy();
    });
  });
  // Bound what a slow or hostile client can hold open.
  server.requestTimeout = 60_000;
  server.headersTimeout = 15_000;
  server.keepAliveTimeout = 5_000;
  server.timeout = 120_000;
  let port: number;
  try {
    port = await new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 54321, host, () =>
        resolve((server.address() as AddressInfo).port),
      );
    });
  } catch (error) {
    await db.close();
    throw error;
  }
  url = `http://${host}:${port}`;

  return {
    url,
    port,
    anonKey: LOCAL_ANON_KEY,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    jwtSecret: LOCAL_JWT_SECRET,
    admin: { username: LOCAL_ADMIN_USERNAME, email: adminEmail, password: adminPassword },
    fresh,
    db,
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await db.close();
    },
  };
}
