// PGlite on a thread of its own (docs/data.md, "PGlite's thread"). PGlite runs Postgres in
// WebAssembly on the thread that calls it, and a statement holds that thread until it ends: on the
// server's thread a 100-row write held every page and API answer for 7 to 20 ms. On a worker
// thread the server's thread only passes messages; the operating system shares the cores between
// the two. Rows and parameters cross by structured clone (dates, bytes, numbers and text as they
// are); an error keeps its message, name and fields (a database error's `code`). The worker does
// not keep the process alive while nothing is asked of it, as PGlite on the server's thread did not.
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Queryable } from './queryable';
import { pgliteWorkerSource, type PgliteReply, type PgliteRequest, type PgliteWorkerData } from './pgliteWorker';

export interface PgliteThread extends Queryable {
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Closes the database and ends the thread. */
  close(): Promise<void>;
}

/** `Omit` applied to each member of a union, so each kind of request keeps its own fields. */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A request before it is numbered. */
type Request = OmitEach<PgliteRequest, 'id'>;

interface Pending {
  resolve: (rows: unknown[] | null) => void;
  reject: (error: Error) => void;
}

const pglite = require.resolve('@electric-sql/pglite');
let wasmModule: Promise<WebAssembly.Module> | null = null;
/** PGlite's WebAssembly, compiled once a process: each thread would otherwise compile it (100 ms). */
const compiledPglite = () =>
  (wasmModule ??= fs.promises
    .readFile(path.join(path.dirname(pglite), 'pglite.wasm'))
    .then((bytes) => WebAssembly.compile(bytes)));

/** Opens the initialised data folder `dir` on a new worker thread. */
export async function startPgliteThread(dir: string): Promise<PgliteThread> {
  const workerData: PgliteWorkerData = { dir, pglite, wasmModule: await compiledPglite() };
  const worker = new Worker(pgliteWorkerSource, { eval: true, workerData });
  worker.unref();
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let nextTransaction = 1;
  // Set once the thread has stopped: every call then fails at once, as a closed PGlite's did.
  let stopped: Error | null = null;

  const stop = (reason: string) => {
    if (stopped) return;
    // The message is the one a closed PGlite gives (siteDatabase.ts counts it as unavailable).
    stopped = new Error(`PGlite is closed (${reason})`);
    for (const waiting of pending.values()) waiting.reject(stopped);
    pending.clear();
  };
  worker.on('message', (reply: PgliteReply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if (reply.ok) waiting.resolve(reply.rows);
    else waiting.reject(Object.assign(new Error(reply.error.message), reply.error.fields, { name: reply.error.name }));
  });
  worker.on('error', (error) => stop(`its thread failed: ${error.message}`));
  worker.on('exit', (code) => stop(`its thread exited with code ${code}`));

  const call = (request: Request): Promise<unknown[] | null> =>
    new Promise((resolve, reject) => {
      if (stopped) {
        reject(stopped);
        return;
      }
      const id = nextId++;
      // Asked something: the process waits for the answer.
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });

  const statements = (tx?: number): Queryable => ({
    query: async <Row>(sql: string, params: unknown[] = []) => ({
      rows: ((await call({ op: 'query', sql, params, tx })) ?? []) as Row[],
    }),
    exec: async (sql) => {
      await call({ op: 'exec', sql, tx });
    },
  });

  try {
    await call({ op: 'open' });
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return {
    ...statements(),
    transaction: async (work) => {
      const tx = nextTransaction++;
      await call({ op: 'begin', tx });
      let result;
      try {
        result = await work(statements(tx));
      } catch (error) {
        await call({ op: 'end', tx, commit: false }).catch(() => {});
        throw error;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    close: async () => {
      if (stopped) return;
      try {
        await call({ op: 'close' });
      } finally {
        stop('closed');
        await worker.terminate();
      }
    },
  };
}
