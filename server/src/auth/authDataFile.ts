// The local auth service's data: users, sessions and refresh tokens in one JSON file under the
// data folder. Reads are from memory; every change is written to a temporary file, flushed to disk
// (fsync) and renamed over the old one, one write at a time, so neither a crash nor a power cut
// leaves half a file. A temporary file left by a failed write is removed.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';

const UserSchema = v.object({
  id: v.string(),
  email: v.string(),
  passwordHash: v.string(),
  createdAt: v.string(),
  updatedAt: v.string(),
  lastSignInAt: v.nullable(v.string()),
  userMetadata: v.record(v.string(), v.unknown()),
});

const SessionSchema = v.object({
  id: v.string(),
  userId: v.string(),
  createdAt: v.string(),
  refreshedAt: v.string(),
  /** The session ends at this time whatever happens (ISO date). */
  notAfter: v.string(),
});

const RefreshTokenSchema = v.object({
  /** SHA-256 of the token: the token itself is never stored. */
  hash: v.string(),
  sessionId: v.string(),
  createdAt: v.string(),
  revokedAt: v.nullable(v.string()),
});

const AuthDataSchema = v.object({
  version: v.literal(1),
  users: v.array(UserSchema),
  sessions: v.array(SessionSchema),
  refreshTokens: v.array(RefreshTokenSchema),
});

export type StoredUser = v.InferOutput<typeof UserSchema>;
export type StoredSession = v.InferOutput<typeof SessionSchema>;
export type AuthData = v.InferOutput<typeof AuthDataSchema>;

export interface AuthDataFile {
  readonly data: AuthData;
  /** Applies a change in memory at once and resolves when it is on disk. */
  change: <T>(apply: (data: AuthData) => T) => Promise<T>;
}

/** The data file cannot be read or does not hold auth data: sign-in must stay off until it is fixed. */
export class AuthDataUnavailableError extends Error {}

/** A change could not be written to disk (disk full, permissions...). */
export class AuthDataWriteError extends Error {}

const isTemporaryOf = (file: string) => {
  const prefix = `${path.basename(file)}.`;
  return (name: string) => name.startsWith(prefix) && name.endsWith('.tmp');
};

/** Removes temporary files that a write interrupted by a crash left behind. */
function removeStrayTemporaryFiles(file: string): void {
  const dir = path.dirname(file);
  for (const name of fs.readdirSync(dir).filter(isTemporaryOf(file))) {
    fs.rmSync(path.join(dir, name), { force: true });
  }
}

/** Writes `text` to `file` durably: temporary file, fsync, rename, fsync of the folder. */
function writeDurably(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(6).toString('hex')}.tmp`;
  let fd: number | null = null;
  try {
    fd = fs.openSync(temporary, 'wx', 0o600);
    fs.writeFileSync(fd, text);
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fd = null;
    fs.renameSync(temporary, file);
  } catch (error) {
    if (fd !== null) fs.closeSync(fd);
    fs.rmSync(temporary, { force: true });
    throw error;
  }
  // The rename itself is durable once the folder's entry is on disk (not possible on every platform).
  try {
    const dirFd = fs.openSync(path.dirname(file), 'r');
    try {
      fs.fsyncSync(dirFd);
    } finally {
      fs.closeSync(dirFd);
    }
  } catch {
    // Windows cannot open a folder for fsync; the rename has happened.
  }
}

function readAuthData(file: string): AuthData {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new AuthDataUnavailableError(`${file} could not be read (${code}); fix its permissions or restore it.`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new AuthDataUnavailableError(`${file} is not valid JSON (${(error as Error).message}); fix or remove it.`);
  }
  const result = v.safeParse(AuthDataSchema, parsed);
  if (!result.success) {
    throw new AuthDataUnavailableError(
      `${file} does not hold local auth data (${result.issues[0].message}); fix or remove it.`,
    );
  }
  return result.output;
}

/**
 * Opens the data file (created when missing). Throws AuthDataUnavailableError when it exists but
 * cannot be read or parsed: the file is then left as it is, never overwritten.
 */
export function openAuthDataFile(file: string): AuthDataFile {
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    removeStrayTemporaryFiles(file);
  } catch (error) {
    throw new AuthDataUnavailableError(`${path.dirname(file)} is not usable (${(error as Error).message}).`);
  }
  const exists = fs.existsSync(file);
  const data: AuthData = exists ? readAuthData(file) : { version: 1, users: [], sessions: [], refreshTokens: [] };

  let queue: Promise<void> = Promise.resolve();
  const write = () => {
    try {
      writeDurably(file, JSON.stringify(data, null, 2));
    } catch (error) {
      throw new AuthDataWriteError(`${file} could not be written (${(error as Error).message})`);
    }
  };
  if (!exists) {
    try {
      write();
    } catch (error) {
      throw new AuthDataUnavailableError((error as Error).message);
    }
  }

  return {
    get data() {
      return data;
    },
    change(apply) {
      const result = apply(data);
      const written = queue.then(write);
      queue = written.catch(() => undefined);
      return written.then(() => result);
    },
  };
}
