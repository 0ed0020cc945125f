/**
 * `/rest/v1/rpc/<function>`: calls a function of schema public as PostgREST does. Arguments come
 * by name, from the JSON body (POST) or the query string (GET); the function runs as the caller,
 * so its grants and the row-level security of what it reads apply. The result of a function that
 * returns a set takes the same select, filters, order, limit and offset as a table.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import { asCaller } from './database';
import { HttpError, parseJson, readBody, sendJson } from './http';
import type { Claims } from './jwt';
import { toRestError } from './pg-errors';
import { platformHeaders } from './rate-limit';
import {
  namedColumns,
  orderClause,
  parseQuery,
  quoteIdent,
  whereClause,
  type ParsedQuery,
} from './rest-query';

// Large enough for the desk's import of a year's IEPF-2 statement (a 5 MB CSV is about 9 MB of
// JSON); PostgREST itself sets no limit.
const MAX_RPC_BODY = 32 * 1024 * 1024;

type FunctionInfo = {
  /** Input arguments in order, with their SQL types as the catalog formats them. */
  args: { name: string; type: string; hasDefault: boolean }[];
  returnsSet: boolean;
  /** `v`olatile, `s`table or `i`mmutable: PostgREST runs a POST read-write only for volatile. */
  volatility: string;
  /** The columns of a `returns table (...)` result; empty for a scalar or a bare setof. */
  columns: Set<string>;
};
export type FunctionCatalog = Map<string, FunctionInfo>;

/** The callable functions of schema public, read once after migrations. Overloads are left out. */
export async function loadFunctions(db: PGlite): Promise<FunctionCatalog> {
  const { rows } = await db.query<{
    name: string;
    arg_names: string[] | null;
    arg_modes: string[] | null;
    arg_types: string[];
    defaults: number;
    returns_set: boolean;
    volatility: string;
    overloads: number;
  }>(
    `select p.proname::text as name, p.proargnames::text[] as arg_names,
            p.proargmodes::text[] as arg_modes,
            array(select format_type(t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) as t) as arg_types,
            p.pronargdefaults::int as defaults, p.proretset as returns_set,
            p.provolatile::text as volatility,
            count(*) over (partition by p.proname)::int as overloads
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prokind = 'f'`,
  );
  const catalog: FunctionCatalog = new Map();
  for (const row of rows) {
    if (row.overloads > 1) continue;
    const inputs: { name: string; type: string }[] = [];
    const columns = new Set<string>();
    row.arg_types.forEach((type, i) => {
      const mode = row.arg_modes?.[i] ?? 'i';
      const name = row.arg_names?.[i] ?? '';
      if (mode === 'i' || mode === 'b') inputs.push({ name, type });
      if (mode === 't' || mode === 'o' || mode === 'b') columns.add(name);
    });
    const firstDefault = inputs.length - row.defaults;
    catalog.set(row.name, {
      args: inputs.map((arg, i) => ({ ...arg, hasDefault: i >= firstDefault })),
      returnsSet: row.returns_set,
      volatility: row.volatility,
      columns,
    });
  }
  return catalog;
}

function notFound(name: string, given: string[]) {
  return new HttpError(404, {
    code: 'PGRST202',
    message: `Could not find the function public.${name}(${given.join(', ')}) in the schema cache`,
    details: null,
    hint: null,
  });
}

function decodeName(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw notFound(raw, []);
  }
}

function invalidBody(message: string) {
  return new HttpError(400, { code: 'PGRST102', message, details: null, hint: null });
}

/** An argument as Postgres text input: JSON objects and arrays stay JSON. */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number | boolean);
}

async function readArgs(req: IncomingMessage, url: URL, info: FunctionInfo | undefined) {
  if (req.method === 'GET' || req.method === 'HEAD') {
    const argNames = new Set(info?.args.map((a) => a.name));
    const args: Record<string, unknown> = {};
    const rest = new URLSearchParams();
    for (const [key, value] of url.searchParams) {
      if (argNames.has(key)) args[key] = value;
      else rest.append(key, value);
    }
    return { args, params: rest };
  }
  if (req.method !== 'POST') {
    throw new HttpError(405, {
      code: 'PGRST117',
      message: `Unsupported HTTP method: ${req.method ?? ''}`,
      details: null,
      hint: null,
    });
  }
  const raw = await readBody(
    req,
    MAX_RPC_BODY,
    () =>
      new HttpError(413, {
        code: 'PGRST413',
        message: `The request body is larger than ${MAX_RPC_BODY} bytes`,
        details: null,
        hint: null,
      }),
  );
  const body = raw.length === 0 ? {} : parseJson(raw, () => invalidBody('Empty or invalid json'));
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidBody('The arguments must be a JSON object');
  }
  return { args: body as Record<string, unknown>, params: url.searchParams };
}

function resultQuery(query: ParsedQuery, from: string, params: unknown[]): string {
  const projection = query.select === '*' ? '*' : query.select.map(quoteIdent).join(', ');
  let sql = `select ${projection} from ${from}${whereClause(query.filters, params)}${orderClause(query.order)}`;
  if (query.limit !== undefined) {
    params.push(query.limit);
    sql += ` limit $${params.length}`;
  }
  if (query.offset !== undefined) {
    params.push(query.offset);
    sql += ` offset $${params.length}`;
  }
  return sql;
}

/**
 * The call and what it reads from. A POST's arguments are read from its JSON body as PostgREST
 * reads them (src/PostgREST/Query/QueryBuilder.hs, callPlanToQuery: `json_to_record` of the body
 * with one typed column per argument, then the function called LATERAL with each column), so a
 * JSON array becomes a Postgres array (uuid[], text[]) and an object stays JSON for a json or
 * jsonb argument. A GET's arguments are text, cast to each argument's type.
 */
function callFrom(
  name: string,
  info: FunctionInfo,
  args: Record<string, unknown>,
  fromBody: boolean,
  params: unknown[],
): { call: string; from: (call: string) => string } {
  // Names come from the catalog, never from the request; values are bound parameters.
  const given = info.args.filter((arg) => arg.name in args);
  if (!fromBody) {
    const named = given.map((arg) => {
      params.push(asText(args[arg.name]));
      return `${quoteIdent(arg.name)} => $${params.length}::${arg.type}`;
    });
    return { call: `public.${quoteIdent(name)}(${named.join(', ')})`, from: (call) => call };
  }
  const named = given.map((arg) => `${quoteIdent(arg.name)} => _b.${quoteIdent(arg.name)}`);
  const call = `public.${quoteIdent(name)}(${named.join(', ')})`;
  if (given.length === 0) return { call, from: (c) => c };
  params.push(JSON.stringify(Object.fromEntries(given.map((arg) => [arg.name, args[arg.name]]))));
  const columns = given.map((arg) => `${quoteIdent(arg.name)} ${arg.type}`).join(', ');
  const body = `json_to_record($${params.length}::json) as _b(${columns})`;
  return { call, from: (c) => `${body} cross join lateral ${c}` };
}

export function createRpc(db: PGlite, functions: FunctionCatalog) {
  return async function handleRpc(
    req: IncomingMessage,
    res: ServerResponse,
    rawName: string,
    url: URL,
    claims: Claims,
  ) {
    try {
      const name = decodeName(rawName);
      const info = functions.get(name);
      const { args, params: searchParams } = await readArgs(req, url, info);
      const given = Object.keys(args);
      if (!info) throw notFound(name, given);
      const known = new Set(info.args.map((a) => a.name));
      const missing = info.args.some((a) => !a.hasDefault && !(a.name in args));
      if (missing || given.some((key) => !known.has(key))) throw notFound(name, given);

      const query = parseQuery(searchParams);
      const columns = namedColumns(query);
      if (columns.length > 0 && !info.returnsSet) {
        throw new HttpError(400, {
          code: 'PGRST100',
          message: 'Only a function that returns a set can be filtered or ordered',
          details: null,
          hint: null,
        });
      }
      for (const column of columns) {
        if (!info.columns.has(column)) {
          throw new HttpError(400, {
            code: '42703',
            message: `column ${name}.${column} does not exist`,
            details: null,
            hint: null,
          });
        }
      }

      const params: unknown[] = [];
      const { call, from } = callFrom(name, info, args, req.method === 'POST', params);
      const sql = info.returnsSet
        ? `select coalesce(json_agg(_r), '[]'::json)::text as body from (${resultQuery(query, `(select _f.* from ${from(`${call} as _f`)}) as _f`, params)}) _r`
        : `select to_json(_v)::text as body from (select ${call} as _v from ${from('(select) as _none')}) as _c`;

      const body = await asCaller(
        db,
        claims,
        async (tx) => {
          // PostgREST passes the request's headers as `request.headers`, as the platform's proxy
          // leaves them: Cloudflare sets CF-Connecting-IP to the address it was reached from,
          // overwriting the caller's, and appends that address to the caller's X-Forwarded-For.
          // The socket's address stands for Cloudflare's view here.
          await tx.query("select set_config('request.headers', $1, true)", [
            JSON.stringify(platformHeaders(req)),
          ]);
          const result = await tx.query<{ body: string | null }>(sql, params);
          return result.rows[0]?.body ?? 'null';
        },
        { readOnly: req.method === 'GET' || req.method === 'HEAD' || info.volatility !== 'v' },
      );
      sendJson(res, 200, body);
    } catch (error) {
      const httpError = toRestError(error, claims.role);
      sendJson(res, httpError.status, httpError.body);
    }
  };
}
