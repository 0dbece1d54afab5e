// One process at a time on an embedded database folder (docs/data.md). PGlite keeps no lock of its
// own, and two processes writing one folder corrupt it. The lock is a file created exclusively
// (O_EXCL) beside the database folder, holding the owner's pid: a second process fails at once and
// says who holds it; a lock left by a process that no longer runs is taken over.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface DataLock {
  file: string;
  release: () => void;
}

export interface LockOwner {
  pid: number;
  host: string;
  since: string;
  /** What the holder is ('server', 'orders command'...). */
  role: string;
  /** Where the holder answers, when it is a server (the orders command asks it). */
  url?: string;
}

export const lockFile = (dataDir: string) => path.join(dataDir, 'pglite.lock');

export class DataFolderLockedError extends Error {
  constructor(
    readonly owner: LockOwner,
    file: string,
  ) {
    super(
      `The embedded database in ${path.dirname(file)} is in use by process ${owner.pid} (${owner.role}` +
        `${owner.url ? ` at ${owner.url}` : ''}, on ${owner.host} since ${owner.since}). ` +
        `PGlite allows one process per data folder: stop that process, give this one another DATA_DIR, ` +
        `or set DATABASE_URL to share a Postgres server between processes. (Lock file: ${file})`,
    );
    this.name = 'DataFolderLockedError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A killed process nobody has reaped yet (a zombie) still answers signal 0, but holds nothing.
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

/** The lock's holder, when a live process holds it; null when free or stale. */
export function readLockOwner(dataDir: string): LockOwner | null {
  try {
    const owner = JSON.parse(fs.readFileSync(lockFile(dataDir), 'utf8')) as LockOwner;
    if (!Number.isInteger(owner.pid)) return null;
    if (owner.host === os.hostname() && !isRunning(owner.pid)) return null;
    return owner;
  } catch {
    return null;
  }
}

export function acquireDataLock(dataDir: string, role = 'server', url?: string): DataLock {
  const file = lockFile(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const owner: LockOwner = { pid: process.pid, host: os.hostname(), since: new Date().toISOString(), role, url };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, `${JSON.stringify(owner)}\n`, { flag: 'wx', mode: 0o600 });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          // Only our own lock: never one another process took over meanwhile.
          const current = JSON.parse(fs.readFileSync(file, 'utf8')) as LockOwner;
          if (current.pid === process.pid) fs.unlinkSync(file);
        } catch {
          // Already gone.
        }
      };
      process.once('exit', release);
      return { file, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLockOwner(dataDir);
      if (holder) throw new DataFolderLockedError(holder, file);
      // Stale: its process is gone (killed). Remove it and try once more.
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}.`);
}

/** Records where the lock's holder answers (known once the server listens). */
export function recordLockUrl(lock: DataLock, url: string): void {
  try {
    const owner = JSON.parse(fs.readFileSync(lock.file, 'utf8')) as LockOwner;
    if (owner.pid !== process.pid) return;
    fs.writeFileSync(lock.file, `${JSON.stringify({ ...owner, url })}\n`, { mode: 0o600 });
  } catch {
    // The lock still protects the folder; only the orders command's hint is missing.
  }
}
