import type { Client, InStatement, Transaction, TransactionMode } from "@libsql/client";

/**
 * The embedded database's client, taking one call at a time. SQLite lets one connection
 * write at a time, and the local driver waits for a lock synchronously, blocking the event
 * loop: a second connection writing while a transaction awaits would stall the very
 * process that must finish that transaction. So every statement, batch and transaction
 * queues for a single connection; a transaction keeps its turn until it commits or rolls
 * back. Statements take microseconds, so the queue is short (docs/decisions/016-sqlite.md).
 *
 * Inside a transaction, code must use the transaction, never the database: a statement
 * on the database would wait for the transaction that waits for it.
 */
export function takingTurns(client: Client): Client {
  let last: Promise<void> = Promise.resolve();

  /** Resolves when it is the caller's turn, with the function that ends it. */
  function turn(): Promise<() => void> {
    let end!: () => void;
    const ended = new Promise<void>((resolve) => (end = resolve));
    const start = last.then(() => end);
    last = last.then(() => ended);
    return start;
  }

  async function inTurn<T>(call: () => Promise<T>): Promise<T> {
    const end = await turn();
    try {
      return await call();
    } finally {
      end();
    }
  }

  async function transaction(mode: TransactionMode = "write"): Promise<Transaction> {
    const end = await turn();
    let open: Transaction;
    try {
      open = await client.transaction(mode);
    } catch (error) {
      end();
      throw error;
    }
    let ended = false;
    const finish = () => {
      if (!ended) {
        ended = true;
        end();
      }
    };
    return {
      execute: (statement: InStatement) => open.execute(statement),
      batch: (statements: InStatement[]) => open.batch(statements),
      executeMultiple: (text: string) => open.executeMultiple(text),
      commit: () => open.commit().finally(finish),
      rollback: () => open.rollback().finally(finish),
      close() {
        open.close();
        finish();
      },
      get closed() {
        return open.closed;
      },
    } as Transaction;
  }

  return {
    execute: ((statement: InStatement | string, args?: never) =>
      inTurn(() =>
        typeof statement === "string" ? client.execute(statement, args) : client.execute(statement),
      )) as Client["execute"],
    batch: (statements, mode) => inTurn(() => client.batch(statements, mode)),
    migrate: (statements) => inTurn(() => client.migrate(statements)),
    transaction,
    executeMultiple: (text) => inTurn(() => client.executeMultiple(text)),
    sync: () => client.sync(),
    close: () => client.close(),
    reconnect: () => client.reconnect(),
    get closed() {
      return client.closed;
    },
    get protocol() {
      return client.protocol;
    },
  };
}
