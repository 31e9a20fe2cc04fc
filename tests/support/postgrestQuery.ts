// Turns a PostgREST request (table, query string, Prefer header, JSON body) into one SQL statement
// whose result is the response body, as PostgREST does: the rows come back as a JSON array built by
// Postgres itself (json_agg), so timestamps and numbers read exactly as from a Supabase project.
// Covered: select with a column list, filters eq/neq/gt/gte/lt/lte/like/ilike/is/in, order, limit,
// offset; insert and upsert (on_conflict, columns, resolution=merge|ignore-duplicates); update and
// delete with filters; return=minimal|representation; count=exact. Anything else is refused with
// PostgREST's parse error rather than silently ignored.

export class PostgrestRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }
}

export interface Preferences {
  readonly return: 'minimal' | 'representation' | 'headers-only' | null;
  readonly resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  readonly count: 'exact' | null;
}

export interface PlannedStatement {
  /** Yields one row: `body` (a JSON array as text) and `n` (how many rows it holds). */
  readonly sql: string;
  readonly params: unknown[];
  /** Counts every row the filters match, for count=exact. */
  readonly countSql: string | null;
  readonly offset: number;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);
const COMPARISONS: Readonly<Record<string, string>> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
};

const parseError = (message: string, details: string | null = null) =>
  new PostgrestRequestError(400, 'PGRST100', message, details);

export function quoteIdentifier(name: string): string {
  const bare = name.startsWith('"') && name.endsWith('"') ? name.slice(1, -1) : name;
  if (!IDENTIFIER.test(bare)) throw parseError(`"${name}" is not a column name`);
  return `"${bare}"`;
}

export function parsePreferences(header: string | undefined): Preferences {
  const tokens = (header ?? '').split(/[,;]\s*/).map((token) => token.trim());
  const value = (name: string) =>
    tokens.find((token) => token.startsWith(`${name}=`))?.slice(name.length + 1) ?? null;
  const returning = value('return');
  const resolution = value('resolution');
  return {
    return:
      returning === 'minimal' || returning === 'representation' || returning === 'headers-only'
        ? returning
        : null,
    resolution:
      resolution === 'merge-duplicates' || resolution === 'ignore-duplicates' ? resolution : null,
    count: value('count') === 'exact' ? 'exact' : null,
  };
}

function selectList(select: string | null): string {
  if (select === null || select === '*') return '*';
  return select
    .split(',')
    .map((column) => (column === '*' ? '*' : quoteIdentifier(column)))
    .join(', ');
}

/** `in.(a,"b,c")` → ['a', 'b,c'] */
function listValues(raw: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) throw parseError(`"in" needs a list: ${raw}`);
  const values: string[] = [];
  for (const match of raw.slice(1, -1).matchAll(/"((?:[^"\\]|\\.)*)"|([^,]+)/g))
    values.push(match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : (match[2] ?? ''));
  return values;
}

function condition(column: string, filter: string, params: unknown[], table: string): string {
  const target = `${table}.${quoteIdentifier(column)}`;
  const dot = filter.indexOf('.');
  const operator = dot < 0 ? filter : filter.slice(0, dot);
  const operand = dot < 0 ? '' : filter.slice(dot + 1);
  const comparison = COMPARISONS[operator];
  if (comparison) {
    params.push(operator.endsWith('like') ? operand.replaceAll('*', '%') : operand);
    return `${target} ${comparison} $${params.length}`;
  }
  if (operator === 'is') {
    const literal = { null: 'null', true: 'true', false: 'false', unknown: 'unknown' }[operand];
    if (!literal) throw parseError(`"is" takes null, true, false or unknown, not "${operand}"`);
    return `${target} is ${literal}`;
  }
  if (operator === 'in') {
    const placeholders = listValues(operand).map((value) => {
      params.push(value);
      return `$${params.length}`;
    });
    return placeholders.length === 0 ? 'false' : `${target} in (${placeholders.join(', ')})`;
  }
  throw parseError(`"failed to parse filter (${filter})"`, `unknown operator "${operator}"`);
}

/**
 * A logic tree such as `or=(a.gt.1,and(a.eq.1,b.gt."x,y"))`: conditions `column.operator.value`
 * (a value in double quotes may hold commas and parentheses) and nested and(…)/or(…).
 */
function logicTree(joiner: 'and' | 'or', text: string, params: unknown[], table: string): string {
  let at = 0;
  const fail = () => parseError(`"failed to parse logic tree (${text})"`);
  function list(join: 'and' | 'or'): string {
    if (text[at] !== '(') throw fail();
    at += 1;
    const parts: string[] = [];
    for (;;) {
      parts.push(item());
      if (text[at] === ',') at += 1;
      else if (text[at] === ')') break;
      else throw fail();
    }
    at += 1;
    return `(${parts.join(` ${join} `)})`;
  }
  function item(): string {
    for (const nested of ['and', 'or'] as const)
      if (text.startsWith(`${nested}(`, at)) {
        at += nested.length;
        return list(nested);
      }
    let raw = '';
    let value: string | null = null;
    while (at < text.length && text[at] !== ',' && text[at] !== ')') {
      if (text[at] === '"') {
        const close = /^"((?:[^"\\]|\\.)*)"/.exec(text.slice(at));
        if (!close) throw fail();
        value = (close[1] ?? '').replace(/\\(.)/g, '$1');
        at += close[0].length;
        continue;
      }
      raw += text[at];
      at += 1;
    }
    const [column = '', ...rest] = raw.split('.');
    const filter = value === null ? rest.join('.') : `${rest.join('.')}${value}`;
    return condition(column, filter, params, table);
  }
  const tree = list(joiner);
  if (at !== text.length) throw fail();
  return tree;
}

function whereClause(query: URLSearchParams, params: unknown[], table: string): string {
  const conditions = [...query.entries()]
    .filter(([name]) => !RESERVED.has(name))
    .map(([column, filter]) =>
      column === 'or' || column === 'and'
        ? logicTree(column, filter, params, table)
        : condition(column, filter, params, table),
    );
  return conditions.length > 0 ? ` where ${conditions.join(' and ')}` : '';
}

function orderClause(order: string | null): string {
  if (!order) return '';
  const terms = order.split(',').map((term) => {
    const [column = '', ...modifiers] = term.split('.');
    const words = modifiers.map((modifier) => {
      const word = { asc: 'asc', desc: 'desc', nullsfirst: 'nulls first', nullslast: 'nulls last' }[
        modifier
      ];
      if (!word) throw parseError(`"failed to parse order (${order})"`);
      return word;
    });
    return [quoteIdentifier(column), ...words].join(' ');
  });
  return ` order by ${terms.join(', ')}`;
}

function wholeNumber(raw: string | null, name: string): number | null {
  if (raw === null) return null;
  if (!/^\d+$/.test(raw)) throw parseError(`"${name}" must be a whole number, not "${raw}"`);
  return Number(raw);
}

/** Wraps a row source so that the statement yields the JSON array and its length. */
const asBody = (columns: string, source: string) =>
  `select coalesce(json_agg(_r), '[]'::json)::text as body, count(*)::int as n from (select ${columns} from ${source}) _r`;

export function planRead(table: string, query: URLSearchParams, prefer: Preferences) {
  const relation = `public.${quoteIdentifier(table)}`;
  const params: unknown[] = [];
  const where = whereClause(query, params, '_t');
  const limit = wholeNumber(query.get('limit'), 'limit');
  const offset = wholeNumber(query.get('offset'), 'offset') ?? 0;
  const page = `${limit === null ? '' : ` limit ${limit}`}${offset ? ` offset ${offset}` : ''}`;
  const rows = `(select * from ${relation} as _t${where}${orderClause(query.get('order'))}${page}) _s`;
  return {
    sql: asBody(selectList(query.get('select')), rows),
    params,
    countSql:
      prefer.count === 'exact'
        ? `select count(*)::int as total from ${relation} as _t${where}`
        : null,
    offset,
  } satisfies PlannedStatement;
}

function bodyRows(body: unknown): Record<string, unknown>[] {
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row)))
    throw new PostgrestRequestError(400, 'PGRST102', 'All object keys must match');
  return rows as Record<string, unknown>[];
}

/** insert, or upsert when a resolution is preferred; `conflictTarget` defaults to the primary key. */
export function planInsert(
  table: string,
  query: URLSearchParams,
  prefer: Preferences,
  body: unknown,
  primaryKey: readonly string[],
): PlannedStatement {
  const relation = `public.${quoteIdentifier(table)}`;
  const rows = bodyRows(body);
  const named = query.get('columns');
  const columns = (named ? named.split(',') : Object.keys(rows[0] ?? {})).map(quoteIdentifier);
  if (columns.length === 0) throw parseError('Empty or invalid json');
  let conflict = '';
  if (prefer.resolution) {
    const target = (query.get('on_conflict')?.split(',') ?? primaryKey).map(quoteIdentifier);
    const action =
      prefer.resolution === 'ignore-duplicates'
        ? 'do nothing'
        : `do update set ${columns.map((column) => `${column} = excluded.${column}`).join(', ')}`;
    conflict = ` on conflict (${target.join(', ')}) ${action}`;
  }
  const list = columns.join(', ');
  const sql =
    `with _w as (insert into ${relation} (${list}) select ${list} ` +
    `from json_populate_recordset(null::${relation}, $1::json)${conflict} returning *) ` +
    asBody(selectList(query.get('select')), '_w');
  return { sql, params: [JSON.stringify(rows)], countSql: null, offset: 0 };
}

export function planUpdate(table: string, query: URLSearchParams, body: unknown): PlannedStatement {
  const relation = `public.${quoteIdentifier(table)}`;
  const [values] = bodyRows(body);
  const columns = Object.keys(values ?? {}).map(quoteIdentifier);
  if (columns.length === 0) throw parseError('Empty or invalid json');
  const params: unknown[] = [JSON.stringify(values)];
  const where = whereClause(query, params, '_t');
  const sets = columns.map((column) => `${column} = _v.${column}`).join(', ');
  const sql =
    `with _w as (update ${relation} as _t set ${sets} ` +
    `from json_populate_record(null::${relation}, $1::json) as _v${where} returning _t.*) ` +
    asBody(selectList(query.get('select')), '_w');
  return { sql, params, countSql: null, offset: 0 };
}

export function planDelete(table: string, query: URLSearchParams): PlannedStatement {
  const relation = `public.${quoteIdentifier(table)}`;
  const params: unknown[] = [];
  const where = whereClause(query, params, '_t');
  const sql =
    `with _w as (delete from ${relation} as _t${where} returning _t.*) ` +
    asBody(selectList(query.get('select')), '_w');
  return { sql, params, countSql: null, offset: 0 };
}

/** What the server knows of a function in `public` (pg_proc), to call it as PostgREST does. */
export interface FunctionSignature {
  /** Input argument names, in order. */
  readonly names: readonly string[];
  /** Their types, as format_type writes them. */
  readonly types: readonly string[];
  /** How many of the last arguments have defaults. */
  readonly defaults: number;
  /** The return type, e.g. 'jsonb', 'uuid', 'void'. */
  readonly returns: string;
  readonly returnsSet: boolean;
}

/**
 * `POST /rest/v1/rpc/<name>`: the JSON body's keys are the arguments by name (PostgREST's named
 * notation); the statement yields the result as JSON text. A body naming an argument the function
 * lacks, or leaving out one without a default, is PostgREST's PGRST202 (no such function).
 */
export function planCall(
  name: string,
  body: unknown,
  signature: FunctionSignature | undefined,
): PlannedStatement {
  const args = body === null || body === undefined ? {} : body;
  if (typeof args !== 'object' || Array.isArray(args))
    throw new PostgrestRequestError(400, 'PGRST102', 'Empty or invalid json');
  const given = Object.keys(args);
  const required = signature
    ? signature.names.slice(0, signature.names.length - signature.defaults)
    : [];
  if (
    !signature ||
    given.some((key) => !signature.names.includes(key)) ||
    required.some((key) => !given.includes(key))
  )
    throw new PostgrestRequestError(
      404,
      'PGRST202',
      `Could not find the function public.${name}(${given.sort().join(', ')}) in the schema cache`,
      null,
      'Searched for the function with the given arguments; no matches were found in the schema cache.',
    );
  const params: unknown[] = [];
  const list = given.map((key) => {
    const value = (args as Record<string, unknown>)[key];
    params.push(
      value === null || value === undefined
        ? null
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value),
    );
    const type = signature.types[signature.names.indexOf(key)] ?? 'text';
    return `${quoteIdentifier(key)} => $${params.length}::${type}`;
  });
  const call = `public.${quoteIdentifier(name)}(${list.join(', ')})`;
  let sql: string;
  if (signature.returnsSet)
    sql = `select coalesce(json_agg(_r), '[]'::json)::text as body, count(*)::int as n from ${call} as _r`;
  else if (signature.returns === 'void')
    sql = `select null::text as body, 0 as n from (select ${call}) _c`;
  else
    sql = `select coalesce(to_json(_c.v)::text, 'null') as body, 1 as n from (select ${call} as v) _c`;
  return { sql, params, countSql: null, offset: 0 };
}
