import pg from 'pg';

/**
 * How many different statement texts get a name. The app's queries come in a bounded number
 * of shapes (each filter present or not, each list of ids of its length); past this, a rare
 * shape is sent unnamed as before, so a connection's prepared statements cannot grow without
 * end (docs/decisions.md "Named statements").
 */
const MAX_NAMED_STATEMENTS = 500;

/**
 * One name per statement text, shared by every connection: a text always has the same name,
 * so no connection can meet a name it prepared for another text.
 */
export class StatementNames {
  private readonly names = new Map<string, string>();

  constructor(private readonly max = MAX_NAMED_STATEMENTS) {}

  nameOf(text: string): string | undefined {
    let name = this.names.get(text);
    if (name === undefined && this.names.size < this.max) {
      name = `hg${this.names.size}`;
      this.names.set(text, name);
    }
    return name;
  }

  get size(): number {
    return this.names.size;
  }
}

/**
 * The statement as one config with a name, when it has parameters and no name of its own
 * (`query(text, values)`, `query({ text, values })` or drizzle's `query(config, values)`).
 */
function named(
  names: StatementNames,
  config: unknown,
  values: unknown,
): pg.QueryConfig | undefined {
  const query: pg.QueryConfig | undefined =
    typeof config === 'string'
      ? { text: config }
      : typeof config === 'object' && config !== null && 'text' in config
        ? (config as pg.QueryConfig)
        : undefined;
  const params = Array.isArray(values) ? values : query?.values;
  if (!query || query.name || !params?.length) return undefined;
  const name = names.nameOf(query.text);
  return name ? { ...query, values: params, name } : undefined;
}

/**
 * A node-postgres client whose statements with parameters are named prepared statements,
 * named by their text. PostgreSQL then parses each shape once per connection instead of on
 * every request, and may keep one generic plan for it, which is most of the database CPU of
 * a per-viewer page (docs/performance.md "Named statements"). Statements without parameters
 * (migrations, `select 1`) keep the simple protocol, which allows several commands at once.
 */
export function namingClient(names: StatementNames): typeof pg.Client {
  class NamingClient extends pg.Client {}
  const send = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  NamingClient.prototype.query = function query(this: pg.Client, ...args: unknown[]) {
    const [config, values, ...rest] = args;
    const statement = named(names, config, values);
    if (!statement) return send.apply(this, args);
    // A callback, if any, follows the config: the values now travel inside it.
    return send.apply(this, [
      statement,
      ...(typeof values === 'function' ? [values] : []),
      ...rest,
    ]);
  } as unknown as pg.Client['query'];
  return NamingClient;
}
