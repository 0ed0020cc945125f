import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import { asCaller, READ_ONLY, type Catalog } from './database';
import { HttpError, parseJson, readBody, sendJson, send } from './http';
import type { Claims } from './jwt';
import { toRestError } from './pg-errors';
import {
  isIdentifier,
  namedColumns,
  orderClause,
  parseQuery,
  quoteIdent,
  whereClause,
  type ParsedQuery,
} from './rest-query';

const MAX_REST_BODY = 1024 * 1024;
const SINGLE_OBJECT = 'application/vnd.pgrst.object+json';

type Prefer = { return: 'minimal' | 'representation' | 'headers-only'; count: boolean };

function parsePrefer(header: string | string[] | undefined): Prefer {
  const prefs = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((p) => p.trim());
  const ret = prefs.find((p) => p.startsWith('return='))?.slice(7);
  return {
    return: ret === 'representation' || ret === 'headers-only' ? ret : 'minimal',
    count: prefs.some((p) => p.startsWith('count=')),
  };
}

function notFoundTable(table: string) {
  return new HttpError(404, {
    code: 'PGRST205',
    message: `Could not find the table 'public.${table}' in the schema cache`,
    details: null,
    hint: null,
  });
}

function unknownColumn(table: string, column: string) {
  return new HttpError(400, {
    code: '42703',
    message: `column ${table}.${column} does not exist`,
    details: null,
    hint: null,
  });
}

/**
 * The platform loads pg-safeupdate into every API session (Supabase's docs, "Safeguards towards
 * accidental deletes and updates"; it is preloaded for the `authenticator` role, supabase/supabase
 * #6728), which refuses an UPDATE or DELETE with no WHERE clause, whoever the caller. PostgREST
 * adds a WHERE clause only for the request's filters, so no filter means that refusal.
 */
function requiresWhereClause(statement: 'UPDATE' | 'DELETE') {
  return new HttpError(400, {
    code: '21000',
    message: `${statement} requires a WHERE clause`,
    details: null,
    hint: null,
  });
}

function invalidBody(message = 'Empty or invalid json') {
  return new HttpError(400, { code: 'PGRST102', message, details: null, hint: null });
}

function checkProfile(req: IncomingMessage) {
  for (const name of ['accept-profile', 'content-profile'] as const) {
    const value = req.headers[name];
    if (value && value !== 'public') {
      throw new HttpError(406, {
        code: 'PGRST106',
        message: 'The schema must be one of the following: public',
        details: null,
        hint: null,
      });
    }
  }
}

function projection(query: ParsedQuery): string {
  return query.select === '*' ? '*' : query.select.map(quoteIdent).join(', ');
}

/** Body rows for insert/update: objects whose keys are all real columns of the table. */
function bodyRows(body: unknown, allowArray: boolean): Record<string, unknown>[] {
  const rows = Array.isArray(body) && allowArray ? body : [body];
  if (rows.length === 0) throw invalidBody('The body holds no rows');
  for (const row of rows) {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) {
      throw invalidBody('Each row must be a JSON object');
    }
  }
  return rows as Record<string, unknown>[];
}

export function createRest(db: PGlite, catalog: Catalog) {
  return async function handleRest(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    url: URL,
    claims: Claims,
  ) {
    try {
      checkProfile(req);
      const table = decodeURIComponent(path.replace(/^\/+/, ''));
      const info = catalog.get(table);
      if (!info) throw notFoundTable(table);
      const query = parseQuery(url.searchParams);
      for (const col of namedColumns(query)) {
        if (!info.columns.has(col)) throw unknownColumn(table, col);
      }
      const prefer = parsePrefer(req.headers.prefer);
      const single = (req.headers.accept ?? '').includes(SINGLE_OBJECT);
      const method = req.method ?? 'GET';
      const target = `public.${quoteIdent(table)}`;

      let body: unknown;
      if (method === 'POST' || method === 'PATCH') {
        const raw = await readBody(
          req,
          MAX_REST_BODY,
          () =>
            new HttpError(413, {
              code: 'PGRST413',
              message: `The request body is larger than ${MAX_REST_BODY} bytes`,
              details: null,
              hint: null,
            }),
        );
        body = parseJson(raw, () => invalidBody());
      }

      if ((method === 'PATCH' || method === 'DELETE') && query.filters.length === 0) {
        throw requiresWhereClause(method === 'PATCH' ? 'UPDATE' : 'DELETE');
      }

      const result = await asCaller(db, claims, async (tx) => {
        const params: unknown[] = [];
        if (method === 'GET' || method === 'HEAD') {
          // PostgREST reads in a READ ONLY transaction (database.ts, asCaller).
          await tx.query(READ_ONLY);
          const where = whereClause(query.filters, params);
          let sql = `select ${projection(query)} from ${target}${where}${orderClause(query.order)}`;
          const pageParams = [...params];
          if (query.limit !== undefined) {
            pageParams.push(query.limit);
            sql += ` limit $${pageParams.length}`;
          }
          if (query.offset !== undefined) {
            pageParams.push(query.offset);
            sql += ` offset $${pageParams.length}`;
          }
          const rows = await tx.query<{ body: string; n: number }>(
            `select coalesce(json_agg(_r), '[]'::json)::text as body, count(*)::int as n from (${sql}) _r`,
            pageParams,
          );
          let total: number | undefined;
          if (prefer.count) {
            const count = await tx.query<{ total: number }>(
              `select count(*)::int as total from ${target}${where}`,
              params,
            );
            total = count.rows[0]?.total ?? 0;
          }
          return { status: 200, body: rows.rows[0]?.body ?? '[]', n: rows.rows[0]?.n ?? 0, total };
        }

        if (info.kind === 'view') {
          throw new HttpError(405, {
            code: 'PGRST100',
            message: `${table} is a view and cannot be changed`,
            details: null,
            hint: null,
          });
        }

        let mutation: string;
        if (method === 'POST') {
          const rows = bodyRows(body, true);
          const keys = query.columns ?? [...new Set(rows.flatMap((r) => Object.keys(r)))];
          if (keys.length === 0) throw invalidBody('The rows name no columns');
          for (const key of keys) {
            if (!isIdentifier(key) || !info.columns.has(key)) throw unknownColumn(table, key);
          }
          const cols = keys.map(quoteIdent).join(', ');
          params.push(JSON.stringify(rows));
          mutation = `insert into ${target} (${cols}) select ${cols} from json_populate_recordset(null::${target}, $1::json) returning *`;
        } else if (method === 'PATCH') {
          const [row] = bodyRows(body, false);
          const keys = Object.keys(row ?? {});
          if (keys.length === 0) throw invalidBody('The update names no columns');
          for (const key of keys) {
            if (!isIdentifier(key) || !info.columns.has(key)) throw unknownColumn(table, key);
          }
          const cols = keys.map(quoteIdent).join(', ');
          params.push(JSON.stringify(row));
          const where = whereClause(query.filters, params);
          mutation = `update ${target} set (${cols}) = (select ${cols} from json_populate_record(null::${target}, $1::json))${where} returning *`;
        } else if (method === 'DELETE') {
          mutation = `delete from ${target}${whereClause(query.filters, params)} returning *`;
        } else {
          throw new HttpError(405, {
            code: 'PGRST117',
            message: `Unsupported HTTP method: ${method}`,
            details: null,
            hint: null,
          });
        }
        const out = await tx.query<{ body: string; n: number }>(
          `with _m as (${mutation}) select coalesce(json_agg(_r), '[]'::json)::text as body, count(*)::int as n from (select ${projection(query)} from _m) _r`,
          params,
        );
        return {
          status: method === 'POST' ? 201 : prefer.return === 'representation' ? 200 : 204,
          body: out.rows[0]?.body ?? '[]',
          n: out.rows[0]?.n ?? 0,
          total: undefined,
        };
      });

      const headers: Record<string, string> = {};
      if (result.total !== undefined) {
        const from = query.offset ?? 0;
        headers['content-range'] =
          result.n > 0 ? `${from}-${from + result.n - 1}/${result.total}` : `*/${result.total}`;
      }
      const isRead = method === 'GET' || method === 'HEAD';
      if (!isRead && prefer.return !== 'representation') {
        send(res, result.status === 201 ? 201 : 204, null, headers);
        return;
      }
      if (single) {
        if (result.n !== 1) {
          throw new HttpError(406, {
            code: 'PGRST116',
            message: 'JSON object requested, multiple (or no) rows returned',
            details: `The result contains ${result.n} rows`,
            hint: null,
          });
        }
        const parsed = JSON.parse(result.body) as unknown[];
        sendJson(res, result.status, JSON.stringify(parsed[0]), {
          ...headers,
          'content-type': `${SINGLE_OBJECT}; charset=utf-8`,
        });
        return;
      }
      sendJson(res, result.status === 204 ? 200 : result.status, result.body, headers);
    } catch (error) {
      const httpError = toRestError(error, claims.role);
      sendJson(res, httpError.status, httpError.body);
    }
  };
}
