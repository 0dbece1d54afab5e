// Issue 18, item 6: the production server as an operator runs it (`node server/dist/main.js`):
// JSON request logs with request ids and no secrets, /healthz and /readyz, and SIGTERM that lets a
// request in flight finish before the process exits.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { remoteNames } from '../topology';
import { childEnv, listenOn, portOf } from './support/ports';

jest.setTimeout(180_000);

const PORT = portOf('operations');
const shell = `http://127.0.0.1:${PORT}`;
let server: ChildProcessWithoutNullStreams;
let dataDir: string;
const lines: Record<string, unknown>[] = [];
let exited: Promise<number | null>;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-operations-'));
  server = spawn(process.execPath, [path.resolve(__dirname, '..', 'server', 'dist', 'main.js')], {
    env: {
      ...childEnv(),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      AUTH: 'local',
      AUTH_DATA_DIR: dataDir,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SUPABASE_URL: '',
      SUPABASE_ANON_KEY: '',
      LOG_LEVEL: 'info',
    },
  });
  exited = new Promise((resolve) => server.once('exit', resolve));
  let buffer = '';
  server.stdout.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const complete = buffer.split('\n');
    buffer = complete.pop() ?? '';
    for (const line of complete) lines.push(JSON.parse(line) as Record<string, unknown>);
  });
  server.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  // A new data folder's embedded database takes a few seconds to initialise (every room's migrations),
  // and a minute or more on a machine busy with the other browser files: wait as long as the hook may.
  const ready = () => lines.some((l) => String(l.msg).startsWith('Site ready'));
  const deadline = Date.now() + 160_000;
  while (Date.now() < deadline && !ready() && server.exitCode === null) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!ready())
    throw new Error(
      `the server did not start in 160 s (exit code ${server.exitCode}); its log: ${JSON.stringify(lines)}`,
    );
});
afterAll(async () => {
  if (server.exitCode === null) server.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('/healthz and /readyz report a live, ready site', async () => {
  const health = await fetch(`${shell}/healthz`);
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });
  const ready = await fetch(`${shell}/readyz`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toEqual({
    status: 'ready',
    // The database, the auth service, every remote of the topology and the shell.
    checks: {
      database: 'ok',
      auth: 'ok',
      ...Object.fromEntries(remoteNames.map((name) => [name, 'ok'])),
      shell: 'ok',
    },
  });
});

test('each request is logged as JSON with its request id, never with a secret', async () => {
  const html = await (await fetch(`${shell}/login`)).text();
  const authUrl = /<meta name="supabase-url" content="([^"]+)"/.exec(html)?.[1] ?? '';
  const anonKey = /<meta name="supabase-anon-key" content="([^"]+)"/.exec(html)?.[1] ?? '';
  const signIn = await fetch(`${authUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json', 'x-request-id': 'e2e-operations-1' },
    body: JSON.stringify({ email: 'nobody@example.com', password: 'a-secret-password-9' }),
  });
  expect(signIn.status).toBe(400);
  expect(signIn.headers.get('x-request-id')).toBe('e2e-operations-1');
  await fetch(`${shell}/shop`, {
    headers: { 'x-request-id': 'e2e-operations-2', authorization: 'Bearer tok-secret-7' },
  });
  await new Promise((resolve) => setTimeout(resolve, 300));

  expect(lines).toContainEqual(
    expect.objectContaining({
      origin: 'auth',
      reqId: 'e2e-operations-1',
      req: expect.objectContaining({ method: 'POST', url: '/auth/v1/token?grant_type=password' }),
    }),
  );
  expect(lines).toContainEqual(
    expect.objectContaining({ origin: 'shell', reqId: 'e2e-operations-2', res: { statusCode: 200 } }),
  );
  const log = JSON.stringify(lines);
  for (const secret of ['a-secret-password-9', 'nobody@example.com', 'tok-secret-7', anonKey]) {
    expect(log).not.toContain(secret);
  }
});

test('SIGTERM: a request in flight is answered, then the process exits cleanly', async () => {
  // A booking whose body is still arriving when the signal comes.
  const body = JSON.stringify({ productId: 'ai-prompt-mastery', productName: 'AI Prompt Mastery Course', price: 197 });
  const socket = net.connect(PORT, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let answer = '';
  socket.on('data', (chunk: Buffer) => {
    answer += chunk.toString();
  });
  socket.write(
    `POST /api/create-consultation-payment HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`,
  );
  await new Promise((resolve) => setTimeout(resolve, 200));
  server.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect((await fetch(`${shell}/readyz`).catch(() => null))?.status ?? 'closed').not.toBe(200);
  socket.write(body.slice(20));
  expect(await exited).toBe(0);
  expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
  expect(answer).toContain('/consultation-success?session_id=cs_sim_');
  expect(lines.map((l) => l.msg)).toEqual(
    expect.arrayContaining(['shutting down: finishing requests in flight', 'stopped']),
  );
});

test('a port taken by another program: the server stops at once, naming the origin, the port and what to do', async () => {
  const base = portOf('operations port taken');
  const other = net.createServer();
  await listenOn(other, base + 3);
  try {
    const started = spawn(process.execPath, [path.resolve(__dirname, '..', 'server', 'dist', 'main.js')], {
      env: { ...childEnv(), PORT: String(base), HOST: '127.0.0.1', AUTH: 'off', DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    let stdout = '';
    let stderr = '';
    started.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    started.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await new Promise((resolve) => started.once('exit', resolve))).toBe(1);
    expect(stderr).toContain(`The account origin could not listen on 127.0.0.1:${base + 3}`);
    expect(stderr).toContain(`Port ${base + 3} is in use by another program: start the site with another PORT`);
    // Nothing else alarming on the way out (a database closed under a task, say).
    const warnings = stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((line) => line.level >= 40);
    expect(warnings).toEqual([]);
  } finally {
    other.close();
  }
});
