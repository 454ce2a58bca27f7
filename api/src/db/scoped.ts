// Tenancy by construction: the database handle every module query goes through is scoped to one
// practice. Every select, update and delete it builds gets `org_id = <practice>` for each tenant
// table it names (the table it reads from or changes, and each joined one, in the join's ON so a
// left join keeps its meaning), added when the statement is turned into SQL, so a condition
// written later in the chain cannot drop it; every insert into a tenant table is written with the
// practice's id. A tenant table is one with an `orgId` column.
//
// The raw handle (`Db`) stays for what is not one practice's: signing in (the practice is not
// known yet), provisioning a practice, and jobs that walk every practice. `modules/tenancy.test.ts`
// keeps the modules to that.
//
// A request's handle also carries who is acting (db/actor.ts): each transaction it opens starts by
// telling the database, and a write made outside one runs in a short transaction of its own that
// does, so the audit trail's triggers record the person on every change.
import { and, Column, eq, is, type SQL, sql, type Table } from 'drizzle-orm';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import { type Actor, actorSettings } from './actor';
import type { Db } from './client';

/** The statements a module may build: Drizzle's own, on one practice's rows. */
export interface TenantDb {
  readonly orgId: string;
  select: Db['select'];
  selectDistinct: Db['selectDistinct'];
  update: Db['update'];
  delete: Db['delete'];
  insert: Db['insert'];
  /** WITH ... : the statements it starts are scoped too. */
  with: Db['with'];
  $with: Db['$with'];
  /** Raw SQL is not scoped: it must name the practice itself (`tasks/import/insert.ts`). */
  execute: Db['execute'];
  /** `config`: isolation and access (the whole-practice export reads one snapshot, read only). */
  transaction<T>(run: (tx: TenantDb) => Promise<T>, config?: PgTransactionConfig): Promise<T>;
  /** The database or transaction underneath, for db/compiled.ts alone: it runs statements built
   * once through this handle's scoping, with this practice bound. */
  readonly raw: Db;
}

interface JoinConfig {
  table: unknown;
  on: SQL | undefined;
  joinType: string;
}

interface BuilderConfig {
  table?: unknown;
  /** UPDATE ... FROM */
  from?: unknown;
  joins?: JoinConfig[];
  where?: SQL;
}

/** The practice column of a tenant table (or of an alias of one), else undefined. */
function practiceColumn(table: unknown): Column | undefined {
  if (!table || typeof table !== 'object') return undefined;
  const column = (table as { orgId?: unknown }).orgId;
  return is(column, Column) ? column : undefined;
}

/** Adds the practice condition for `table` to `where`; `where` goes in parentheses, since
 * Drizzle's and() does not add them and a raw `a or b` would otherwise escape the practice. */
function withPractice(where: SQL | undefined, table: unknown, orgId: string): SQL | undefined {
  const column = practiceColumn(table);
  if (!column) return where;
  return where ? and(eq(column, orgId), sql`(${where})`) : eq(column, orgId);
}

const SCOPED = Symbol('scoped to a practice');

/** Makes a builder add the practice's conditions when it becomes SQL (run, subquery or CTE). */
function scopeBuilder<B extends object>(builder: B, orgId: string): B {
  const target = builder as B & { config: BuilderConfig; getSQL(): SQL; [SCOPED]?: boolean };
  const toSQL = target.getSQL.bind(target);
  target.getSQL = () => {
    if (!target[SCOPED]) {
      target[SCOPED] = true;
      const { config } = target;
      config.where = withPractice(config.where, config.table, orgId);
      if (config.from) config.where = withPractice(config.where, config.from, orgId);
      for (const join of config.joins ?? []) {
        // Cross joins have no ON: their practice condition goes in WHERE.
        if (join.joinType === 'cross') config.where = withPractice(config.where, join.table, orgId);
        else join.on = withPractice(join.on, join.table, orgId);
      }
    }
    return toSQL();
  };
  return builder;
}

/** Outside a transaction, a write that names its actor. */
interface ActingWrite {
  db: Db;
  actor: Actor;
}

/** Makes a write builder run in a transaction that first sets the actor. Drizzle builders run on
 * `this.session` when executed, so the builder is pointed at the transaction's session. */
function actingBuilder<B extends object>(builder: B, acting: ActingWrite | undefined): B {
  if (!acting) return builder;
  const target = builder as B & { execute: (...args: unknown[]) => Promise<unknown>; session: unknown };
  const execute = target.execute;
  const own = target.session;
  target.execute = (...args: unknown[]) =>
    acting.db.transaction(async (tx) => {
      await tx.execute(actorSettings(acting.actor));
      target.session = (tx as unknown as { session: unknown }).session;
      try {
        return await execute(...args);
      } finally {
        target.session = own;
      }
    });
  return builder;
}

/** Replaces `method` on `owner` by one that scopes the builder it returns. */
function scopeResultOf<O extends object>(
  owner: O,
  method: keyof O & string,
  orgId: string,
  acting?: ActingWrite,
): O {
  const original = (owner[method] as (...args: unknown[]) => object).bind(owner);
  Object.assign(owner, {
    [method]: (...args: unknown[]) => actingBuilder(scopeBuilder(original(...args), orgId), acting),
  });
  return owner;
}

type Statements = Pick<Db, 'select' | 'selectDistinct' | 'update' | 'delete' | 'insert'>;

/** The statement starters of `source` (the database, a transaction, or `with(...)`), scoped. */
function scopedStatements<S extends Statements>(source: S, orgId: string, acting?: ActingWrite): Statements {
  return {
    select: ((...args: Parameters<Db['select']>) =>
      scopeResultOf(source.select(...args), 'from', orgId)) as Db['select'],
    selectDistinct: ((...args: Parameters<Db['selectDistinct']>) =>
      scopeResultOf(source.selectDistinct(...args), 'from', orgId)) as Db['selectDistinct'],
    update: ((table: Table) => scopeResultOf(source.update(table), 'set', orgId, acting)) as Db['update'],
    delete: ((table: Table) =>
      actingBuilder(scopeBuilder(source.delete(table), orgId), acting)) as Db['delete'],
    insert: ((table: Table) => {
      const builder = source.insert(table);
      const values = builder.values.bind(builder) as (rows: unknown) => object;
      // Every row is the practice's, whatever the caller put in `orgId`.
      const own = (row: Record<string, unknown>) => (practiceColumn(table) ? { ...row, orgId } : row);
      return Object.assign(builder, {
        values: (rows: Record<string, unknown> | Record<string, unknown>[]) =>
          actingBuilder(values(Array.isArray(rows) ? rows.map(own) : own(rows)), acting),
      });
    }) as Db['insert'],
  };
}

/** `db` restricted to the practice `orgId`: what services receive as `ctx.db`. With an `actor`
 * (a request's handle), every change made through it is recorded as theirs. */
export function scoped(db: Db, orgId: string, actor?: Actor): TenantDb {
  return scopedIn(db, orgId, actor, false);
}

function scopedIn(db: Db, orgId: string, actor: Actor | undefined, inTransaction: boolean): TenantDb {
  // Inside a transaction the actor is already set; outside one each write sets it for itself.
  const acting = actor && !inTransaction ? { db, actor } : undefined;
  return {
    orgId,
    raw: db,
    ...scopedStatements(db, orgId, acting),
    with: ((...queries: Parameters<Db['with']>) =>
      scopedStatements(db.with(...queries) as unknown as Statements, orgId, acting)) as unknown as Db['with'],
    $with: db.$with.bind(db),
    execute: db.execute.bind(db),
    transaction: (run, config) =>
      db.transaction(async (tx) => {
        if (actor && !inTransaction) await tx.execute(actorSettings(actor));
        return run(scopedIn(tx as unknown as Db, orgId, actor, true));
      }, config),
  };
}
