/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AuthDataUnavailableError, AuthDataWriteError, openAuthDataFile } from './authDataFile';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'auth-data-test-'));
});
afterEach(() => {
  jest.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

const user = {
  id: 'u1',
  email: 'pat@example.com',
  passwordHash: 'scrypt$x',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  lastSignInAt: null,
  userMetadata: {},
};

test('a change is flushed to disk (fsync) before it is renamed into place', async () => {
  const file = path.join(dir, 'users.json');
  const store = openAuthDataFile(file);
  const order: string[] = [];
  const fsync = jest.spyOn(fs, 'fsyncSync').mockImplementation(() => order.push('fsync'));
  const rename = jest.spyOn(fs, 'renameSync');
  rename.mockImplementation((from, to) => {
    order.push('rename');
    rename.mockRestore();
    fs.renameSync(from, to);
  });
  await store.change((data) => data.users.push(user));
  expect(fsync).toHaveBeenCalled();
  expect(order.slice(0, 2)).toEqual(['fsync', 'rename']);
  expect(JSON.parse(fs.readFileSync(file, 'utf8')).users).toEqual([user]);
  expect(fs.readdirSync(dir)).toEqual(['users.json']);
});

test('a failed write leaves no temporary file and the old file as it was', async () => {
  const file = path.join(dir, 'users.json');
  const store = openAuthDataFile(file);
  const before = fs.readFileSync(file, 'utf8');
  jest.spyOn(fs, 'fsyncSync').mockImplementation(() => {
    throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
  });
  await expect(store.change((data) => data.users.push(user))).rejects.toBeInstanceOf(AuthDataWriteError);
  expect(fs.readdirSync(dir)).toEqual(['users.json']);
  expect(fs.readFileSync(file, 'utf8')).toBe(before);
});

test('temporary files left by a crash are removed when the file is opened', () => {
  const file = path.join(dir, 'users.json');
  fs.writeFileSync(file, JSON.stringify({ version: 1, users: [user], sessions: [], refreshTokens: [] }));
  fs.writeFileSync(`${file}.1234.abcdef.tmp`, '{"half');
  fs.writeFileSync(path.join(dir, 'jwt-secret'), 'keep me');
  expect(openAuthDataFile(file).data.users).toEqual([user]);
  expect(fs.readdirSync(dir).sort()).toEqual(['jwt-secret', 'users.json']);
});

test('an unreadable or corrupt file is reported, and never overwritten', () => {
  const file = path.join(dir, 'users.json');
  fs.writeFileSync(file, '{"version":1,"us');
  expect(() => openAuthDataFile(file)).toThrow(AuthDataUnavailableError);
  expect(() => openAuthDataFile(file)).toThrow(/users\.json is not valid JSON/);
  expect(fs.readFileSync(file, 'utf8')).toBe('{"version":1,"us');
  fs.rmSync(file);
  fs.mkdirSync(file);
  expect(() => openAuthDataFile(file)).toThrow(/users\.json could not be read \(EISDIR\)/);
});
