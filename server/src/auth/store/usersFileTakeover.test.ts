/** @jest-environment node */
// The first start takes over the users file of earlier versions: every account and its password,
// live sessions, the signing secret; once, and the file is never written again.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AuthDataUnavailableError } from '../authDataFile';
import { normalizeEmail } from '../normalizeEmail';
import { hashPassword } from '../passwords';
import { loadSigningSecret } from '../signingKeys';
import {
  closeTestDatabase,
  currentUser,
  freshSchema,
  refresh,
  signIn,
  start,
  stopSites,
  testDatabase,
} from '../localAuth/testing/localAuthSite';
import { authDatabase } from './authDatabase';
import { takeOverUsersFile } from './usersFileTakeover';

afterEach(stopSites);
afterAll(closeTestDatabase);
jest.setTimeout(30_000);

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('base64url');

async function oldDataFolder() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'takeover-test-'));
  const at = '2026-11-01T10:00:00.000Z';
  const user = (id: string, email: string, passwordHash: string) => ({
    id,
    email,
    passwordHash,
    createdAt: at,
    updatedAt: at,
    lastSignInAt: null,
    userMetadata: { name: id },
  });
  const data = {
    version: 1,
    users: [
      user('u-ana', 'ana@example.com', await hashPassword('ana-secret')),
      user('u-bo', 'bo@example.com', await hashPassword('bo-secret')),
    ],
    sessions: [{ id: 's-ana', userId: 'u-ana', createdAt: at, refreshedAt: at, notAfter: '2026-12-31T00:00:00.000Z' }],
    refreshTokens: [{ hash: sha256('old-refresh-token'), sessionId: 's-ana', createdAt: at, revokedAt: null }],
  };
  fs.writeFileSync(path.join(dir, 'users.json'), JSON.stringify(data));
  fs.writeFileSync(path.join(dir, 'jwt-secret'), 'an-old-secret-of-more-than-thirty-two-characters');
  return dir;
}

test('every account keeps its password, live sessions go on refreshing, and the file is left as it was', async () => {
  const dir = await oldDataFolder();
  const before = fs.readFileSync(path.join(dir, 'users.json'), 'utf8');
  const db = await testDatabase();
  const schema = freshSchema();
  const result = await takeOverUsersFile(
    authDatabase(() => db, schema),
    dir,
    normalizeEmail,
  );
  expect(result.users).toBe(2);
  // The old secret is the one the service signs with: tokens the pages hold stay valid.
  const secret = await loadSigningSecret(
    authDatabase(() => db, schema),
    dir,
  );
  expect(Buffer.from(secret).toString()).toBe('an-old-secret-of-more-than-thirty-two-characters');

  const site = await start({ schema, dataDir: dir });
  expect((await signIn(site, 'ana@example.com', 'ana-secret')).status).toBe(200);
  const bo = await (await signIn(site, 'BO@example.com', 'bo-secret')).json();
  expect(bo.user).toMatchObject({ id: 'u-bo', email_confirmed_at: '2026-11-01T10:00:00.000Z' });
  expect((await signIn(site, 'bo@example.com', 'ana-secret')).status).toBe(400);
  const renewed = await refresh(site, 'old-refresh-token');
  expect(renewed.status).toBe(200);
  expect((await currentUser(site, (await renewed.json()).access_token)).status).toBe(200);

  // Once: a second start (another instance, a restart) imports nothing and changes nothing.
  expect(
    (
      await takeOverUsersFile(
        authDatabase(() => db, schema),
        dir,
        normalizeEmail,
      )
    ).users,
  ).toBe(0);
  expect(fs.readFileSync(path.join(dir, 'users.json'), 'utf8')).toBe(before);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a corrupt users file is reported before anything is written, and kept for repair', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'takeover-test-'));
  fs.writeFileSync(path.join(dir, 'users.json'), '{"version":1,"users":[{"id":1}]');
  const db = await testDatabase();
  const database = authDatabase(() => db, freshSchema());
  await expect(takeOverUsersFile(database, dir, normalizeEmail)).rejects.toThrow(AuthDataUnavailableError);
  await expect(takeOverUsersFile(database, dir, normalizeEmail)).rejects.toThrow(/users\.json is not valid JSON/);
  expect(fs.readFileSync(path.join(dir, 'users.json'), 'utf8')).toBe('{"version":1,"users":[{"id":1}]');
  fs.rmSync(dir, { recursive: true, force: true });
});
