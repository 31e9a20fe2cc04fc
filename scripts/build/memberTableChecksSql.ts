// The hosted member tables' shape checks, generated from the storage schemas the browser checks the
// same entries with (schemas/storage/*.schema.json), so server and app cannot disagree on what an
// entry is. Each table gets `public.<table>_entry_fits_schema(entry)`, the schema of one row's entry
// turned into SQL, and a CHECK constraint calling it. Written as a migration by
// `npm run gen:member-table-checks`; `npm run validate:content` fails when the latest such migration
// no longer matches the schemas or the registry's hosted tables.
//
// The translation covers the JSON Schema keywords the storage schemas use (type, properties,
// required, additionalProperties, items, minItems, enum, const, pattern, minLength, maxLength,
// minimum, maximum, anyOf, oneOf, allOf, if/then, $ref) and throws on any other, so a schema that
// uses a new keyword fails the generator instead of being checked less than it says. `oneOf` is
// checked as `anyOf` (an entry matching two branches is let in): the server never refuses what the
// app keeps, and the app's own schema check still holds it to exactly one.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export const MEMBER_TABLE_CHECKS_SUFFIX = '_member_table_checks.sql';
const MIGRATIONS_FOLDER = 'supabase/migrations';

/** How a hosted kind's value splits into rows (src/sync/syncTables.ts), so what one entry is. */
export type RowShape = 'entries' | 'counts' | 'idSet' | 'idSetMap';

export interface HostedTableTerms {
  readonly table: string;
  /** `$id` of the kind's storage schema: of one entry for `entries`, else of the whole value. */
  readonly schema: string;
  readonly rows: RowShape;
}

type Schema = boolean | Readonly<Record<string, unknown>>;

const IGNORED = new Set(['$schema', '$id', 'title', 'description', 'definitions', 'default']);
const TYPES: Readonly<Record<string, string>> = {
  string: 'string',
  number: 'number',
  integer: 'number',
  boolean: 'boolean',
  object: 'object',
  array: 'array',
  null: 'null',
};

const literal = (text: string): string => `'${text.replace(/'/g, "''")}'`;
const jsonLiteral = (value: unknown): string => `${literal(JSON.stringify(value))}::jsonb`;

export class SchemaTranslation {
  private depth = 0;

  constructor(private readonly schemas: ReadonlyMap<string, Record<string, unknown>>) {}

  /** The schema `$id` or `$id#/definitions/Name` a `$ref` names, read from `root` when local. */
  private resolve(ref: string, root: Record<string, unknown>): [Schema, Record<string, unknown>] {
    const [id, pointer = ''] = ref.split('#');
    const base = id ? this.schemas.get(id) : root;
    if (!base) throw new Error(`$ref ${ref}: no storage schema with that $id`);
    let node: unknown = base;
    for (const part of pointer.split('/').filter(Boolean)) {
      node = (node as Record<string, unknown> | undefined)?.[part];
    }
    if (node === undefined) throw new Error(`$ref ${ref} points at nothing`);
    return [node as Schema, base];
  }

  /** SQL that is true when the jsonb `value` passes `schema` (`root` resolves local `$ref`s). */
  fits(schema: Schema, value: string, root: Record<string, unknown>): string {
    if (schema === true) return 'true';
    if (schema === false) return 'false';
    const parts: string[] = [];
    const typed: Record<string, string[]> = {};
    const whenType = (type: string, condition: string) => {
      (typed[type] ??= []).push(condition);
    };
    for (const [keyword, argument] of Object.entries(schema)) {
      if (IGNORED.has(keyword)) continue;
      switch (keyword) {
        case '$ref': {
          const [target, base] = this.resolve(String(argument), root);
          parts.push(this.fits(target, value, base));
          break;
        }
        case 'type': {
          const types = (Array.isArray(argument) ? argument : [argument]) as string[];
          const names = [...new Set(types.map((type) => TYPES[type] ?? type))];
          for (const type of types)
            if (!(type in TYPES)) throw new Error(`type ${type} is not a JSON Schema type`);
          parts.push(`jsonb_typeof(${value}) in (${names.map(literal).join(', ')})`);
          if (types.includes('integer') && !types.includes('number'))
            whenType('number', `(${value})::text::numeric % 1 = 0`);
          break;
        }
        case 'enum':
          parts.push(`${value} in (${(argument as unknown[]).map(jsonLiteral).join(', ')})`);
          break;
        case 'const':
          parts.push(`${value} = ${jsonLiteral(argument)}`);
          break;
        case 'pattern':
          whenType('string', `(${value} #>> '{}') ~ ${literal(String(argument))}`);
          break;
        case 'minLength':
          whenType('string', `char_length(${value} #>> '{}') >= ${Number(argument)}`);
          break;
        case 'maxLength':
          whenType('string', `char_length(${value} #>> '{}') <= ${Number(argument)}`);
          break;
        case 'minimum':
          whenType('number', `(${value})::text::numeric >= ${Number(argument)}`);
          break;
        case 'maximum':
          whenType('number', `(${value})::text::numeric <= ${Number(argument)}`);
          break;
        case 'minItems':
          whenType('array', `jsonb_array_length(${value}) >= ${Number(argument)}`);
          break;
        case 'maxItems':
          whenType('array', `jsonb_array_length(${value}) <= ${Number(argument)}`);
          break;
        case 'required':
          for (const name of argument as string[])
            whenType('object', `${value} ? ${literal(name)}`);
          break;
        case 'properties':
          for (const [name, property] of Object.entries(argument as Record<string, Schema>)) {
            const field = `(${value} -> ${literal(name)})`;
            whenType(
              'object',
              `(not (${value} ? ${literal(name)}) or ${this.fits(property, field, root)})`,
            );
          }
          break;
        case 'additionalProperties': {
          const known = Object.keys((schema.properties as Record<string, unknown>) ?? {});
          const alias = `p${(this.depth += 1)}`;
          const extra = known.length
            ? ` and ${alias}.key not in (${known.map(literal).join(', ')})`
            : '';
          const refused = this.fits(argument as Schema, `${alias}.value`, root);
          if (refused === 'true') break;
          whenType(
            'object',
            `not exists (select 1 from jsonb_each(${value}) as ${alias} where true${extra} and not coalesce(${refused}, false))`,
          );
          break;
        }
        case 'items': {
          if (Array.isArray(argument))
            throw new Error('items as a list (tuples) is not translated');
          const alias = `i${(this.depth += 1)}`;
          const item = this.fits(argument as Schema, `${alias}.value`, root);
          if (item === 'true') break;
          whenType(
            'array',
            `not exists (select 1 from jsonb_array_elements(${value}) as ${alias}(value) where not coalesce(${item}, false))`,
          );
          break;
        }
        case 'anyOf':
        case 'oneOf':
          parts.push(
            `(${(argument as Schema[]).map((branch) => `coalesce(${this.fits(branch, value, root)}, false)`).join(' or ')})`,
          );
          break;
        case 'allOf':
          for (const branch of argument as Schema[]) parts.push(this.fits(branch, value, root));
          break;
        case 'if': {
          const then = (schema.then as Schema | undefined) ?? true;
          const otherwise = (schema.else as Schema | undefined) ?? true;
          const test = `coalesce(${this.fits(argument as Schema, value, root)}, false)`;
          parts.push(
            `(case when ${test} then ${this.fits(then, value, root)} else ${this.fits(otherwise, value, root)} end)`,
          );
          break;
        }
        case 'then':
        case 'else':
          break;
        default:
          throw new Error(`JSON Schema keyword "${keyword}" is not translated to SQL`);
      }
    }
    // Checks that only mean something for one type: evaluated only for a value of that type, as JSON
    // Schema does (a CASE, because SQL does not promise to evaluate `and` left to right).
    for (const [type, conditions] of Object.entries(typed)) {
      parts.push(
        `(case when jsonb_typeof(${value}) = ${literal(type)} then ${conditions.join(' and ')} else true end)`,
      );
    }
    return parts.length === 0
      ? 'true'
      : parts.length === 1
        ? (parts[0] ?? 'true')
        : `(${parts.join(' and ')})`;
  }
}

/** The schema one row's `entry` must pass, from the kind's storage schema and row shape. */
export function entrySchemaOf(terms: HostedTableTerms, schema: Record<string, unknown>): Schema {
  switch (terms.rows) {
    case 'entries':
      return schema;
    case 'idSet':
      return (schema.items as Schema | undefined) ?? true;
    case 'counts':
    case 'idSetMap':
      return (schema.additionalProperties as Schema | undefined) ?? true;
  }
}

export async function readStorageSchemas(
  root: string,
): Promise<Map<string, Record<string, unknown>>> {
  const folder = path.join(root, 'schemas/storage');
  const schemas = new Map<string, Record<string, unknown>>();
  for (const file of (await readdir(folder)).filter((name) => name.endsWith('.schema.json'))) {
    const schema = JSON.parse(await readFile(path.join(folder, file), 'utf8')) as Record<
      string,
      unknown
    >;
    schemas.set(String(schema.$id), schema);
  }
  return schemas;
}

/**
 * The hosted tables of the member-data registry, read from the declarations in src/state/*.ts (the
 * registry itself loads build-time validators, which scripts cannot import);
 * tests/unit/sync/memberTableChecks.test.ts checks that this reading equals the registry.
 */
export async function readHostedTables(root: string): Promise<HostedTableTerms[]> {
  const folder = path.join(root, 'src/state');
  const tables: HostedTableTerms[] = [];
  for (const file of (await readdir(folder)).filter((name) => name.endsWith('.ts')).sort()) {
    const code = await readFile(path.join(folder, file), 'utf8');
    const declaration = /memberDataKind<[^(]*>\(\{([\s\S]*?)\n\}\);/.exec(code)?.[1];
    const table = declaration && /hosted:\s*\{\s*table:\s*'([^']+)'/.exec(declaration)?.[1];
    if (!declaration || !table) continue;
    const schema = /\bschema:\s*'([^']+)'/.exec(declaration)?.[1];
    const rows = /merge:\s*\{\s*kind:\s*'(\w+)'/.exec(declaration)?.[1];
    if (!schema || !rows)
      throw new Error(`src/state/${file}: a hosted kind needs schema and merge`);
    tables.push({ table, schema, rows: rows as RowShape });
  }
  return tables.sort((a, b) => (a.table < b.table ? -1 : a.table > b.table ? 1 : 0));
}

/** The migration's text for these tables and schemas. */
export function memberTableChecksSql(
  tables: readonly HostedTableTerms[],
  schemas: ReadonlyMap<string, Record<string, unknown>>,
): string {
  const lines = [
    '-- Generated by `npm run gen:member-table-checks` from schemas/storage/*.schema.json and the hosted',
    '-- tables of the member-data registry (src/state/memberData.ts): do not edit; change a schema and',
    '-- generate again, which writes a new migration. `npm run validate:content` fails when the latest',
    '-- *_member_table_checks.sql no longer matches them.',
    '--',
    "-- Each table gets public.<table>_entry_fits_schema(entry), true when a row's entry passes the same",
    '-- storage schema the app checks it with, and a CHECK constraint that calls it (error 23514 on a',
    '-- write that does not). It is named <table>_entry_valid so that Postgres, which tries checks in',
    '-- name order, still reports the older <table>_entry_shape first where that one refuses too. It is',
    '-- added NOT VALID: rows already stored are not re-read, and the app skips any of them it cannot',
    '-- read when it pulls them. oneOf is checked as anyOf.',
    '',
  ];
  for (const terms of tables) {
    const schema = schemas.get(terms.schema);
    if (!schema) throw new Error(`${terms.table}: no storage schema with $id "${terms.schema}"`);
    const body = new SchemaTranslation(schemas).fits(entrySchemaOf(terms, schema), 'entry', schema);
    const fn = `public.${terms.table}_entry_fits_schema`;
    const constraint = `${terms.table}_entry_valid`;
    lines.push(
      `-- ${terms.table}: schemas/storage/${terms.schema}.schema.json (${terms.rows === 'entries' ? 'one entry per row' : `rows of ${terms.rows}`}).`,
      `create or replace function ${fn}(entry jsonb)`,
      'returns boolean',
      'language sql',
      'immutable',
      "set search_path = ''",
      `return coalesce(${body}, false);`,
      '',
      `alter table public.${terms.table} drop constraint if exists ${constraint};`,
      `alter table public.${terms.table} add constraint ${constraint}`,
      `  check (entry is null or ${fn}(entry)) not valid;`,
      '',
    );
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** `<timestamp>_member_table_checks.sql` for a migration written at `now` (UTC). */
export function memberTableChecksMigrationName(now: Date): string {
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `${stamp}${MEMBER_TABLE_CHECKS_SUFFIX}`;
}

/** The newest `*_member_table_checks.sql`, as a path from the root; undefined when there is none. */
export async function latestMemberTableChecksMigration(root: string): Promise<string | undefined> {
  let names: string[];
  try {
    names = await readdir(path.join(root, MIGRATIONS_FOLDER));
  } catch {
    return undefined;
  }
  const latest = names
    .filter((name) => name.endsWith(MEMBER_TABLE_CHECKS_SUFFIX))
    .sort()
    .at(-1);
  return latest ? `${MIGRATIONS_FOLDER}/${latest}` : undefined;
}

export { MIGRATIONS_FOLDER as MEMBER_TABLE_MIGRATIONS_FOLDER };
