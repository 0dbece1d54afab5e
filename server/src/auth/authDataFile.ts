// The users file that earlier versions of the local auth service kept (AUTH_DATA_DIR/users.json):
// users, sessions and refresh tokens. It is only read now, once, when the database takes it over
// (store/usersFileTakeover.ts); nothing writes it any more.
import fs from 'node:fs';
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

export type AuthData = v.InferOutput<typeof AuthDataSchema>;

/** The users file cannot be read or does not hold auth data: sign-in stays off until it is fixed. */
export class AuthDataUnavailableError extends Error {}

/** The users file's data; throws AuthDataUnavailableError when it cannot be read or parsed. */
export function readAuthData(file: string): AuthData {
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
