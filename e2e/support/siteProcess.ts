import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { testSiteEnv } from './site';

export interface SiteProcess {
  urls: Record<string, string>;
  /** Sends a command ('stop quiz', 'start quiz') and waits until it is done. */
  command: (line: string) => Promise<void>;
  close: () => Promise<void>;
  /** SIGKILL: the process dies at once, mid-request (nothing is closed cleanly). */
  kill: () => Promise<void>;
  pid: number;
}

/**
 * Starts the production site in a child process on `port` (the shell) and port+1..5 (remotes);
 * `extraEnv` adds settings (REMOTE_<NAME>_URL...).
 */
export function spawnSite(port: number, extraEnv: Record<string, string> = {}): Promise<SiteProcess> {
  // A data folder the test gives (DATA_DIR) is the test's: it outlives the process, to restart on.
  const { env, removeData } = testSiteEnv(port);
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    [path.join(__dirname, 'siteProcess.child.cjs'), String(port)],
    { stdio: 'pipe', env: { ...process.env, ...env, ...extraEnv } },
  );
  child.once('exit', removeData);
  let buffer = '';
  const waiters: ((line: string) => void)[] = [];
  child.stdout.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    let index: number;
    while ((index = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, index);
      buffer = buffer.slice(index + 1);
      // The server's own log lines (JSON) share stdout: show them, they are not answers.
      if (!/^(READY|DONE|FAILED) /.test(line)) process.stderr.write(`${line}\n`);
      else waiters.shift()?.(line);
    }
  });
  const nextLine = () => new Promise<string>((resolve) => waiters.push(resolve));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`site process exited with ${code}`)));
    child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    void nextLine().then((line) => {
      if (!line.startsWith('READY ')) return reject(new Error(line));
      resolve({
        urls: JSON.parse(line.slice(6)) as Record<string, string>,
        command: async (command) => {
          const done = nextLine();
          child.stdin.write(`${command}\n`);
          const answer = await done;
          if (!answer.startsWith('DONE')) throw new Error(answer);
        },
        pid: child.pid ?? 0,
        kill: async () => {
          child.removeAllListeners('exit');
          const exited = new Promise((r) => child.once('exit', r));
          child.kill('SIGKILL');
          await exited;
          removeData();
        },
        close: async () => {
          child.removeAllListeners('exit');
          const exited = new Promise((r) => child.once('exit', r));
          child.stdin.write('exit\n');
          await exited;
          removeData();
        },
      });
    });
  });
}
