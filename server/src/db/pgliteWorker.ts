// The embedded database's own thread (docs/data.md, "PGlite's thread"): this function is the whole
// of a worker thread's program. It is started from its source text (`pgliteWorkerSource`), so the
// server's build and the tests' TypeScript both run it as it is: it may use nothing but its
// argument and the globals of a worker. It opens PGlite on a data folder and answers the server
// thread's messages: a query, a script, a transaction's begin and end, close. A transaction is
// PGlite's own (its lock keeps other statements out until it ends); its statements name it.
import type * as Pglite from '@electric-sql/pglite';
import type * as WorkerThreads from 'node:worker_threads';

/** A message from the server thread. */
export type PgliteRequest =
  | { id: number; op: 'open' | 'close' }
  | { id: number; op: 'query'; sql: string; params: unknown[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin'; tx: number }
  | { id: number; op: 'end'; tx: number; commit: boolean };

/** The answer: rows (a query), null (anything else), or the error's message and its fields. */
export type PgliteReply =
  | { id: number; ok: true; rows: unknown[] | null }
  | { id: number; ok: false; error: { message: string; name: string; fields: Record<string, unknown> } };

/** What the worker receives when it starts. */
export interface PgliteWorkerData {
  /** The data folder, initialised. */
  dir: string;
  /** Where `@electric-sql/pglite` is (resolved by the server thread, which knows its packages). */
  pglite: string;
  /** PGlite's WebAssembly, compiled once by the server thread for all its databases. */
  wasmModule: WebAssembly.Module;
}

interface Statements {
  query(sql: string, params: unknown[]): Promise<{ rows: unknown[] }>;
  exec(sql: string): Promise<unknown>;
}

interface OpenTransaction {
  tx: Statements;
  commit: () => void;
  rollback: () => void;
  settled: Promise<unknown>;
}

/** The worker's program. `load` is the worker's `require`. */
function pgliteWorker(load: (id: string) => unknown): void {
  const threads = load('node:worker_threads') as typeof WorkerThreads;
  const data = threads.workerData as PgliteWorkerData;
  const port = threads.parentPort;
  if (!port) return;
  const { PGlite } = load(data.pglite) as typeof Pglite;
  const db = new PGlite(data.dir, { pgliteWasmModule: data.wasmModule });
  const transactions = new Map<number, OpenTransaction>();
  const ROLLBACK = new Error('rolled back');

  const statementsOf = (tx: number | undefined): Statements => {
    if (tx === undefined) return db;
    const open = transactions.get(tx);
    if (!open) throw new Error(`Transaction ${tx} is not open.`);
    return open.tx;
  };

  const begin = (tx: number) =>
    new Promise<null>((opened, failed) => {
      let entered = false;
      const settled = db.transaction(
        (statements) =>
          new Promise<void>((commit, rollback) => {
            entered = true;
            transactions.set(tx, { tx: statements, commit, rollback: () => rollback(ROLLBACK), settled });
            opened(null);
          }),
      );
      // BEGIN itself failed: the transaction never opened.
      settled.catch((error: unknown) => {
        if (!entered) failed(error);
      });
    });

  const end = async (tx: number, commit: boolean) => {
    const open = transactions.get(tx);
    if (!open) throw new Error(`Transaction ${tx} is not open.`);
    transactions.delete(tx);
    if (commit) open.commit();
    else open.rollback();
    try {
      await open.settled;
    } catch (error) {
      if (error !== ROLLBACK) throw error;
    }
    return null;
  };

  const run = async (request: PgliteRequest): Promise<unknown[] | null> => {
    switch (request.op) {
      case 'open':
        await db.waitReady;
        return null;
      case 'query':
        return (await statementsOf(request.tx).query(request.sql, request.params)).rows;
      case 'exec':
        await statementsOf(request.tx).exec(request.sql);
        return null;
      case 'begin':
        return begin(request.tx);
      case 'end':
        return end(request.tx, request.commit);
      case 'close':
        await db.close();
        return null;
    }
  };

  // An error crosses as its message, name and plain fields (a database error's code, detail...).
  const describe = (error: unknown) => {
    const e = error instanceof Error ? error : new Error(String(error));
    const fields: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(e)) {
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
    }
    return { message: e.message, name: e.name, fields };
  };

  port.on('message', (request: PgliteRequest) => {
    run(request).then(
      (rows) => port.postMessage({ id: request.id, ok: true, rows } satisfies PgliteReply),
      (error: unknown) => port.postMessage({ id: request.id, ok: false, error: describe(error) } satisfies PgliteReply),
    );
  });
}

/** The worker's program as the source a worker thread evaluates (it is given `require`). */
export const pgliteWorkerSource = `(${pgliteWorker.toString()})(require);`;
