// The local auth service's data: users, sessions and refresh tokens in one JSON file under the
// data folder. Reads are from memory; every change is written to a temporary file and renamed
// over the old one, one write at a time, so a crash never leaves half a file.
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
export type StoredRefreshToken = v.InferOutput<typeof RefreshTokenSchema>;
export type AuthData = v.InferOutput<typeof AuthDataSchema>;

export interface AuthDataFile {
  readonly data: AuthData;
  /** Applies a change in memory at once and resolves when it is on disk. */
  change: <T>(apply: (data: AuthData) => T) => Promise<T>;
}

export function openAuthDataFile(file: string): AuthDataFile {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  let data: AuthData = { version: 1, users: [], sessions: [], refreshTokens: [] };
  if (fs.existsSync(file)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`${file} is not valid JSON (${(error as Error).message}); fix or remove it.`);
    }
    const result = v.safeParse(AuthDataSchema, parsed);
    if (!result.success) {
      throw new Error(`${file} does not hold local auth data (${result.issues[0].message}); fix or remove it.`);
    }
    data = result.output;
  }

  let queue: Promise<void> = Promise.resolve();
  const write = () => {
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, JSON.stringify(data, null, 2), { mode: 0o600 });
    fs.renameSync(temporary, file);
  };
  if (!fs.existsSync(file)) write();

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
