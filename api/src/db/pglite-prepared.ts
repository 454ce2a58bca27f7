// Prepared statements for the embedded database. PGlite runs each parameterised query as six calls
// into its WebAssembly PostgreSQL (parse, describe the statement, bind, describe the portal,
// execute, sync), and parses and plans the text every time. Here a statement is parsed once into
// a named statement, its parameter types and row description kept, and every later run is one
// call (bind, execute, sync) on the plan PostgreSQL keeps for it, as postgres.js does with
// PostgreSQL (db/client.ts). Measured on the five statements of PUT /tasks/:id: 3.2–3.9 ms against
// 5.8–7.3 ms through PGlite's own query.
import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

/** A parsed statement: its name in the session, parameter types and row description. */
interface Statement {
  name: string;
  parameterTypes: number[];
  rowDescription: Awaited<ReturnType<PGlite['execProtocolStream']>>;
}

/** More parameters than a row's worth of any table: a bulk statement, whose text changes with
 * its length; it runs through PGlite's own query and is not kept. */
const PREPARED_MAX_PARAMETERS = 64;
/** Statements kept per database (each holds its parse and plan in the embedded server's memory,
 * which is the API's); past this, new texts run unprepared. */
const PREPARED_MAX_STATEMENTS = 500;
/** PostgreSQL's "prepared statement does not exist" and "cached plan must not change result
 * type" (a table changed under it): the statement is parsed again on its next run. */
const STATEMENT_STALE = new Set(['26000', '0A000']);

const { serialize } = protocol;

function joined(messages: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(messages.reduce((length, m) => length + m.length, 0));
  let offset = 0;
  for (const m of messages) {
    out.set(m, offset);
    offset += m.length;
  }
  return out;
}

/** The client drizzle is given: PGlite's query and transaction, with statements prepared. */
export interface PreparedPglite {
  query: PGlite['query'];
  transaction: PGlite['transaction'];
}

/** Names are unique in the process: two handles on one database never reuse one. */
let named = 0;

export function preparedPglite(pglite: PGlite): PreparedPglite {
  const statements = new Map<string, Statement>();

  async function prepare(text: string): Promise<Statement> {
    const name = `pd_${named++}`;
    const messages = await pglite.execProtocolStream(
      joined([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    return {
      name,
      parameterTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.filter((m) => m.name === 'rowDescription'),
    };
  }

  /** Runs `text` as a named statement; the caller holds PGlite's query lock. */
  async function run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    let statement = statements.get(text);
    if (!statement) {
      statement = await prepare(text);
      statements.set(text, statement);
    }
    const { parameterTypes } = statement;
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const type = parameterTypes[i] ?? 0;
      const serializer = options?.serializers?.[type] ?? pglite.serializers[type];
      return serializer ? serializer(param) : String(param);
    });
    try {
      const messages = await pglite.execProtocolStream(
        joined([
          serialize.bind({ statement: statement.name, values }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      const [result] = parse.parseResults(
        [...statement.rowDescription, ...messages],
        pglite.parsers,
        options,
      );
      return result as Results<T>;
    } catch (error) {
      if (STATEMENT_STALE.has((error as { code?: string }).code ?? '')) statements.delete(text);
      throw error;
    }
  }

  const preparable = (text: string, params: unknown[] | undefined, options?: QueryOptions) =>
    params !== undefined &&
    params.length > 0 &&
    params.length <= PREPARED_MAX_PARAMETERS &&
    !options?.blob &&
    !options?.paramTypes &&
    (statements.has(text) || statements.size < PREPARED_MAX_STATEMENTS);

  const query = async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    if (!preparable(text, params, options)) return pglite.query<T>(text, params, options);
    await pglite._checkReady();
    // As PGlite's own query: not while a transaction is open, and one statement at a time.
    return pglite._runExclusiveTransaction(async () => {
      const result = await pglite.runExclusive(() => run<T>(text, params as unknown[], options));
      await pglite.syncToFs();
      return result;
    });
  };

  /** A transaction's handle whose queries are prepared; PGlite's transaction lock is held. */
  const inTransaction = (tx: Transaction): Transaction => ({
    query: async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
      if (!preparable(text, params, options)) return tx.query<T>(text, params, options);
      if (tx.closed) throw new Error('Transaction is closed');
      return pglite.runExclusive(() => run<T>(text, params as unknown[], options));
    },
    sql: tx.sql.bind(tx),
    exec: tx.exec.bind(tx),
    rollback: tx.rollback.bind(tx),
    listen: tx.listen.bind(tx),
    get closed() {
      return tx.closed;
    },
  });

  return {
    query: query as PGlite['query'],
    transaction: ((callback: (tx: Transaction) => Promise<unknown>) =>
      pglite.transaction((tx) => callback(inTransaction(tx)))) as PGlite['transaction'],
  };
}
