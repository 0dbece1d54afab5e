/** @jest-environment node */
// The composed service and its data folder: users survive a restart, a corrupt file stops it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLocalAuthService } from './localAuthService';
import { loadSigningSecret } from './signingKeys';
import { currentUser, running, signIn, signUp, start, stopSites } from './localAuth/testing/localAuthSite';

afterEach(stopSites);
jest.setTimeout(30_000);

test('users survive a restart of the service (same data folder, same secret)', async () => {
  const first = await start();
  await signUp(first, 'kim@example.com', 'secret-1');
  const session = await (await signIn(first, 'kim@example.com', 'secret-1')).json();
  await first.close();
  running.splice(running.indexOf(first), 1);

  const second = await start({ dataDir: first.dataDir });
  expect(second.service.anonKey).toBe(first.service.anonKey);
  expect((await currentUser(second, session.access_token)).status).toBe(200);
  expect((await signIn(second, 'kim@example.com', 'secret-1')).status).toBe(200);
  fs.rmSync(first.dataDir, { recursive: true, force: true });
});

test('a corrupt data file stops the service with a clear message instead of losing users', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-auth-test-'));
  fs.writeFileSync(path.join(dataDir, 'users.json'), '{"version":1,"users":[{"id":1}]');
  await expect(
    createLocalAuthService({ dataDir, secret: loadSigningSecret(dataDir), publicUrl: 'http://127.0.0.1:1' }),
  ).rejects.toThrow(/users\.json is not valid JSON/);
  fs.rmSync(dataDir, { recursive: true, force: true });
});
