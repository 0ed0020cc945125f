/**
 * Parses the subset of PostgREST's URL grammar that supabase-js sends for this site, and turns it
 * into SQL whose identifiers are checked against the catalog and whose values are all bound
 * parameters. Nothing from the request is ever spliced into SQL text.
 */
import { HttpError } from './http';

const OPERATORS = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
} as const;

type Operator = keyof typeof OPERATORS | 'is' | 'in';

export type Filter = { column: string; op: Operator; negate: boolean; value: string | string[] };
export type Order = { column: string; dir: 'asc' | 'desc'; nulls?: 'first' | 'last' };
export type ParsedQuery = {
  select: string[] | '*';
  filters: Filter[];
  order: Order[];
  limit?: number;
  offset?: number;
  columns?: string[];
};

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);

export function parseError(message: string, details: string | null = null): HttpError {
  return new HttpError(400, { code: 'PGRST100', message, details, hint: null });
}

export function isIdentifier(name: string): boolean {
  return IDENTIFIER.test(name);
}

function identifier(name: string, what: string): string {
  if (!IDENTIFIER.test(name)) throw parseError(`"${name}" is not a valid ${what}`);
  return name;
}

function parseList(raw: string, what: string): string[] {
  // supabase-js double-quotes names in `columns`; PostgREST accepts both forms.
  return raw.split(',').map((part) => identifier(part.trim().replace(/^"(.*)"$/, '$1'), what));
}

/** Splits the body of `in.(a,"b,c",d)` honouring double quotes, as PostgREST does. */
function parseInList(raw: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) {
    throw parseError('"in" needs a list in parentheses, like in.(a,b)');
  }
  const body = raw.slice(1, -1);
  const items: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '\\' && i + 1 < body.length) current += body[++i];
      else if (ch === '"') quoted = false;
      else current += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      items.push(current);
      current = '';
    } else current += ch;
  }
  if (quoted) throw parseError('Unclosed quote in "in" list');
  if (body.length > 0) items.push(current);
  if (items.length > 1000) throw parseError('An "in" list may hold at most 1000 values');
  return items;
}

function parseFilter(column: string, raw: string): Filter {
  identifier(column, 'column name');
  let rest = raw;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot < 0) throw parseError(`"${raw}" is not a filter like eq.value`);
  const op = rest.slice(0, dot);
  const value = rest.slice(dot + 1);
  if (op === 'in') return { column, op, negate, value: parseInList(value) };
  if (op === 'is') {
    if (!['null', 'true', 'false', 'unknown'].includes(value.toLowerCase())) {
      throw parseError('"is" takes null, true, false or unknown');
    }
    return { column, op, negate, value: value.toLowerCase() };
  }
  if (op in OPERATORS) return { column, op: op as keyof typeof OPERATORS, negate, value };
  throw parseError(`"${op}" is not a supported operator`);
}

function parseOrder(raw: string): Order[] {
  return raw.split(',').map((term) => {
    const [column = '', ...mods] = term.split('.');
    identifier(column, 'column name');
    const order: Order = { column, dir: 'asc' };
    for (const mod of mods) {
      if (mod === 'asc' || mod === 'desc') order.dir = mod;
      else if (mod === 'nullsfirst') order.nulls = 'first';
      else if (mod === 'nullslast') order.nulls = 'last';
      else throw parseError(`"${mod}" is not asc, desc, nullsfirst or nullslast`);
    }
    return order;
  });
}

function parseCount(raw: string, name: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw parseError(`"${name}" must be a whole number`);
  return Number(raw);
}

export function parseQuery(params: URLSearchParams): ParsedQuery {
  const query: ParsedQuery = { select: '*', filters: [], order: [] };
  for (const [key, value] of params) {
    if (key === 'select') {
      const trimmed = value.replace(/\s+/g, '');
      query.select = trimmed === '*' || trimmed === '' ? '*' : parseList(trimmed, 'column name');
    } else if (key === 'order') query.order = parseOrder(value);
    else if (key === 'limit') query.limit = parseCount(value, 'limit');
    else if (key === 'offset') query.offset = parseCount(value, 'offset');
    else if (key === 'columns') query.columns = parseList(value, 'column name');
    else if (key === 'on_conflict') throw parseError('on_conflict is not supported here');
    else if (key === 'or' || key === 'and')
      throw parseError('"or" and "and" filters are not supported here');
    else if (!RESERVED.has(key)) query.filters.push(parseFilter(key, value));
  }
  return query;
}

export function quoteIdent(name: string): string {
  // Only called with names already matched against IDENTIFIER and the catalog.
  return `"${name.replace(/"/g, '""')}"`;
}

/** Builds a WHERE clause; `params` receives the bound values. */
export function whereClause(filters: Filter[], params: unknown[]): string {
  if (filters.length === 0) return '';
  const parts = filters.map((f) => {
    const col = quoteIdent(f.column);
    let expr: string;
    if (f.op === 'is') {
      expr = `${col} is ${f.value as string}`;
    } else if (f.op === 'in') {
      const values = f.value as string[];
      if (values.length === 0) expr = 'false';
      else {
        const placeholders = values.map((v) => {
          params.push(v);
          return `$${params.length}`;
        });
        expr = `${col} in (${placeholders.join(', ')})`;
      }
    } else {
      // PostgREST uses * as the wildcard of like, so that % need not be escaped in a URL.
      const value =
        f.op === 'like' || f.op === 'ilike' ? (f.value as string).replace(/\*/g, '%') : f.value;
      params.push(value);
      expr = `${col} ${OPERATORS[f.op]} $${params.length}`;
    }
    return f.negate ? `not (${expr})` : expr;
  });
  return ` where ${parts.join(' and ')}`;
}

export function orderClause(order: Order[]): string {
  if (order.length === 0) return '';
  const terms = order.map(
    (o) => `${quoteIdent(o.column)} ${o.dir}${o.nulls ? ` nulls ${o.nulls}` : ''}`,
  );
  return ` order by ${terms.join(', ')}`;
}

/** Every column a query names, so the caller can check them against the catalog. */
export function namedColumns(query: ParsedQuery): string[] {
  return [
    ...(query.select === '*' ? [] : query.select),
    ...query.filters.map((f) => f.column),
    ...query.order.map((o) => o.column),
    ...(query.columns ?? []),
  ];
}
