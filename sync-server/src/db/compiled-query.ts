import { CompiledQuery } from 'kysely';
import type { Compilable, QueryResult } from 'kysely';
import type { Db } from './dialect-adapter';

/**
 * What a query's arguments may be: values bound as they are, never shaping its SQL (a null is
 * bound as a null value, bytes as a blob or bytea).
 */
type Scalar = string | number | null | Uint8Array;

/** Where each parameter of the compiled SQL comes from: an argument's index, or a constant. */
type ParameterSource = { argument: number } | { constant: unknown };

/** A query compiled once for one dialect, with where its parameters come from. */
interface Template {
  compiled: CompiledQuery;
  sources: readonly ParameterSource[];
}

/**
 * Runs a compiled read straight on a store's own connection, when nothing stands in its way:
 * answers its rows, or undefined when the query must go through Kysely's driver (a transaction
 * is open on the connection, or the statement is not a read).
 */
export type DirectRead = (sql: string, parameters: readonly unknown[]) => unknown[] | undefined;

/** Direct readers of the stores that have one (SQLite), by their query layer. */
const directReads = new WeakMap<Db, DirectRead>();

/**
 * Lets compiled queries on `db` (the store's own query layer, not a transaction's) run through
 * `read` (see `CompiledOnce`).
 */
export function allowDirectReads(db: Db, read: DirectRead): void {
  directReads.set(db, read);
}

/** A placeholder value that cannot occur in data: it marks argument `index` while compiling. */
// The SQL texts of compiled queries and the statement name each is prepared under on a
// PostgreSQL connection (see `preparedStatementName`).
const preparedNames = new Map<string, string>();

/**
 * The name a PostgreSQL connection prepares this SQL text under, when it is a compiled query's
 * (undefined for any other). Named, a hot query is parsed and planned once per connection
 * instead of at every execution: at 120,000 periods that took a financial-data read's statement
 * from some 0.68 to 0.2 ms on the database server.
 */
export function preparedStatementName(sql: string): string | undefined {
  return preparedNames.get(sql);
}

/** Gives a compiled query's SQL text its prepared statement name (once). */
function namePrepared(text: string): void {
  if (!preparedNames.has(text))
    preparedNames.set(text, `risema_compiled_${preparedNames.size + 1}`);
}

/**
 * A hot statement written as SQL text for one dialect, where the query builder cannot say it
 * (PostgreSQL's `unnest(...) with ordinality`, say), run as compiled queries are: as a named
 * prepared statement on PostgreSQL, inside a transaction when `db` is one.
 */
export class PreparedSql<R> {
  constructor(readonly text: string) {
    namePrepared(text);
  }

  async execute(db: Db, parameters: readonly unknown[]): Promise<R[]> {
    return (await db.executeQuery<R>(CompiledQuery.raw(this.text, [...parameters]))).rows;
  }
}

const marker = (index: number) => `\u0000risema-argument-${index}\u0000`;

/**
 * A query written once with Kysely's builder and compiled once per dialect, then run again with
 * new argument values: the hot reads (the change counter, a session, a kept answer) and the
 * statements of every upload and confirmation skip building and compiling the query each time,
 * which costs the server more than running a small read on SQLite and as much as
 * node-postgres's own work on PostgreSQL. Kysely's documented
 * way of running compiled queries (`Kysely.executeQuery`) runs it, inside a transaction when
 * `db` is one.
 *
 * `build` must use its arguments only as values bound to parameters (`where(column, '=', x)`,
 * `values({...})`), never to choose the query's shape; it is called once per dialect with
 * markers in their place. A marker that does not come out as one of the parameters is refused.
 */
export class CompiledOnce<A extends readonly Scalar[], R> {
  // Keyed by the dialect's query compiler: one store's connections and transactions share it.
  readonly #templates = new WeakMap<object, Template>();

  constructor(private readonly build: (db: Db, ...args: A) => Compilable<R>) {}

  /**
   * Runs the query with these argument values. A read on a SQLite store's own connection with
   * no transaction open runs straight on its prepared statement (`allowDirectReads`): Kysely's
   * driver would queue it behind its connection lock and hand its rows through several promises,
   * which costs more than SQLite's read of a row. With a transaction open the read waits for
   * the lock as any query does, so it never sees another unit of work's uncommitted rows.
   */
  async execute(db: Db, ...args: A): Promise<QueryResult<R>> {
    const template = this.#template(db, args.length);
    const parameters = template.sources.map((source) =>
      'argument' in source ? args[source.argument] : source.constant,
    );
    const rows = directReads.get(db)?.(template.compiled.sql, parameters);
    if (rows) return { rows: rows as R[] };
    return db.executeQuery<R>({ ...template.compiled, parameters });
  }

  /** The SQL text this query is compiled to on `db`'s dialect. */
  compiledSql(db: Db): string {
    return this.#template(db, this.build.length - 1).compiled.sql;
  }

  /** The first row, or undefined. */
  async takeFirst(db: Db, ...args: A): Promise<R | undefined> {
    return (await this.execute(db, ...args)).rows[0];
  }

  #template(db: Db, arity: number): Template {
    const key = db.getExecutor().adapter;
    let template = this.#templates.get(key);
    if (!template) {
      const markers = Array.from({ length: arity }, (_, index) => marker(index));
      const compiled = this.build(db, ...(markers as unknown as A)).compile();
      const sources = compiled.parameters.map((parameter): ParameterSource => {
        const index = markers.indexOf(parameter as string);
        return index >= 0 ? { argument: index } : { constant: parameter };
      });
      const bound = new Set(
        sources.flatMap((source) => ('argument' in source ? [source.argument] : [])),
      );
      if (bound.size !== arity)
        throw new Error('a compiled query must bind every argument as a value');
      template = { compiled, sources };
      this.#templates.set(key, template);
      namePrepared(compiled.sql);
    }
    return template;
  }
}
