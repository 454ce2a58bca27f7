// Selects built into SQL once and then only bound: Drizzle turns a query builder into SQL text on
// every run, and for the statements every request runs (the session check, a task by id) that
// building was the largest cost of PUT /tasks/:id outside the database (a CPU profile: Drizzle
// ~12% of the request, the API's own code under 2%). Values enter as placeholders, so one text
// serves every practice and row; the tenancy scoping is part of the built text.
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgSession } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { scoped, type TenantDb } from './scoped';

/** A built select: what Drizzle's own prepared query keeps, without the session it was built on. */
interface Built {
  query: { sql: string; params: unknown[] };
  fields: unknown;
  joinsNotNullableMap: unknown;
}

interface SelectBuilder<Row> extends PromiseLike<Row[]> {
  getSQL(): SQL;
}

type Holes<K extends string> = Record<K, Placeholder<K>>;

/** Drizzle's own preparation of `builder` (internal, as the select's `execute` uses it), kept. */
function build(builder: { getSQL(): SQL }): Built {
  const prepared = (builder as unknown as { _prepare(): Record<string, unknown> })._prepare();
  return {
    query: { sql: prepared.queryString as string, params: prepared.params as unknown[] },
    fields: prepared.fields,
    joinsNotNullableMap: prepared.joinsNotNullableMap,
  };
}

async function run<Row>(db: unknown, built: Built, values: Record<string, unknown>): Promise<Row[]> {
  const { session } = db as { session: PgSession };
  const prepared = session.prepareQuery(built.query, built.fields as never, undefined, true);
  (prepared as unknown as { joinsNotNullableMap: unknown }).joinsNotNullableMap = built.joinsNotNullableMap;
  return (await prepared.execute(values)) as Row[];
}

const holes = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, sql.placeholder(k)])) as Holes<K>;

/** Runs a select on `db`, building it (`make`) on the first run only. */
function builtOnce<Row>() {
  let built: Built | undefined;
  return (db: unknown, make: () => { getSQL(): SQL }, values: Record<string, unknown>) => {
    built ??= build(make());
    return run<Row>(db, built, values);
  };
}

/** A select on the raw database (not one practice's), built on its first run. */
export function compiledSelect<K extends string, Row>(
  keys: readonly K[],
  select: (db: Db, values: Holes<K>) => SelectBuilder<Row>,
): (db: Db, values: Record<K, unknown>) => Promise<Row[]> {
  const once = builtOnce<Row>();
  return (db, values) => once(db, () => select(db, holes(keys)), values);
}

/** A select on one practice's rows, built on its first run with the practice as a placeholder
 * (`orgId`), so the scoping of `scoped` is in the text and the caller's practice is bound. */
export function compiledTenantSelect<K extends string, Row>(
  keys: readonly K[],
  select: (db: TenantDb, values: Holes<K>) => SelectBuilder<Row>,
): (db: TenantDb, values: Record<K, unknown>) => Promise<Row[]> {
  const once = builtOnce<Row>();
  const orgId = sql.placeholder('orgId') as unknown as string;
  return (db, values) =>
    once(db.raw, () => select(scoped(db.raw, orgId), holes(keys)), { ...values, orgId: db.orgId });
}
