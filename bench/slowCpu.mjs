// A slower machine for a bench: processes (every thread) limited to a share of one core by the
// kernel's CPU controller (a cgroup), together or each on its own: in each period they run for 1 ms
// (the kernel's shortest quota) and wait for the rest (3.3 ms periods for a share of 0.3). Their
// work then takes 1 / share times as long, as on a CPU that much slower, and a wait for the limit is
// at most a few ms. Our visitors' phones, and the slow machines the figures are judged on, are
// slower than a fast bench machine (a Lighthouse benchmark index of 3,500 against 1,000). A process
// started by one in the group is in it too. Needs a writable cgroup file system (root, or a
// delegated cgroup); says so if not. And which cores a bench's processes run on (taskset): `pin`,
// and `pinLocalPostgres` for the machine's own Postgres server (bench:telemetry).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { setTimeout } from 'node:timers';
import path from 'node:path';

/** `--slow SHARE` of a bench's command line: the share (0.05 to 1), or null when not given. */
export function slowShare(argv = process.argv) {
  const index = argv.indexOf('--slow');
  return index > 0 ? Math.min(Math.max(Number(argv[index + 1]) || 1, 0.05), 1) : null;
}

/** The kernel's shortest quota. */
const QUOTA_US = 1000;

/** Where a new cgroup with a CPU limit can be made: cgroup v2's root, or v1's cpu hierarchy. */
function cgroupRoot() {
  if (fs.existsSync('/sys/fs/cgroup/cgroup.controllers')) {
    const controllers = fs.readFileSync('/sys/fs/cgroup/cgroup.controllers', 'utf8');
    return controllers.includes('cpu') ? { dir: '/sys/fs/cgroup', v2: true } : null;
  }
  return fs.existsSync('/sys/fs/cgroup/cpu/cpu.cfs_quota_us') ? { dir: '/sys/fs/cgroup/cpu', v2: false } : null;
}

/** Each running process's parent, from /proc. */
function parents() {
  const parentOf = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      // After the command's name (in parentheses, which may hold spaces): state, then the parent.
      parentOf.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // Ended meanwhile.
    }
  }
  return parentOf;
}

/** The processes `pid` started itself. */
export function childProcesses(pid, parentOf = parents()) {
  return [...parentOf].filter(([, parent]) => parent === pid).map(([child]) => child);
}

/** `pid` and every process it started, and they started. */
function processTree(pid, parentOf = parents()) {
  return [pid, ...childProcesses(pid, parentOf).flatMap((child) => processTree(child, parentOf))];
}

/** Makes `dir` a group whose processes together get 1 ms of CPU every `period` µs. */
function limitedGroup(dir, period, v2) {
  fs.mkdirSync(dir);
  if (v2) {
    fs.writeFileSync(path.join(dir, 'cpu.max'), `${QUOTA_US} ${period}`);
  } else {
    fs.writeFileSync(path.join(dir, 'cpu.cfs_period_us'), String(period));
    fs.writeFileSync(path.join(dir, 'cpu.cfs_quota_us'), String(QUOTA_US));
  }
}

/** Removes the groups (deepest first) once their processes have ended; waits up to 5 s. */
async function removeGroups(dirs) {
  for (const dir of dirs) {
    // A process just ended may still be in the group for a moment.
    for (let attempt = 0; ; attempt += 1) {
      try {
        if (fs.existsSync(dir)) fs.rmdirSync(dir);
        break;
      } catch {
        if (attempt >= 50) {
          console.warn(`${dir} still holds a process: remove it with rmdir once that has ended.`);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }
}

/**
 * A group limited to `share` (0 < share <= 1) of one core: `add(pid)` moves a process and all it
 * started into it; `close()` removes the group once its processes have ended (it waits up to 5 s).
 * With `eachProcess`, every process `add` finds gets that share for itself, as on a machine whose
 * every core is that slow: a browser's own process, its GPU and network processes and the one that
 * starts its pages (and so the pages' processes, which it forks later) each on a slow core of its
 * own. Together on one share, the browser's process (which records Lighthouse's trace) took the
 * page's time, as no phone's does. Throws, saying why, where the machine cannot.
 */
export function slowGroup(share, { eachProcess = false } = {}) {
  const root = cgroupRoot();
  if (!root) throw new Error('--slow needs the kernel CPU controller (a cgroup file system with "cpu").');
  const dir = path.join(root.dir, `bench-slow-${process.pid}-${Math.random().toString(36).slice(2, 8)}`);
  const period = Math.round(QUOTA_US / share);
  const made = [];
  try {
    if (eachProcess) {
      fs.mkdirSync(dir);
      if (root.v2) fs.writeFileSync(path.join(dir, 'cgroup.subtree_control'), '+cpu');
    } else {
      limitedGroup(dir, period, root.v2);
    }
  } catch (error) {
    if (fs.existsSync(dir)) fs.rmdirSync(dir);
    throw new Error(`--slow could not make a CPU limit (${error.message}): run the bench as root.`);
  }
  const groupOf = (pid) => {
    if (!eachProcess) return dir;
    const own = path.join(dir, `p${pid}`);
    limitedGroup(own, period, root.v2);
    made.unshift(own);
    return own;
  };
  return {
    add: (pid) => {
      for (const member of processTree(pid)) {
        try {
          fs.writeFileSync(path.join(groupOf(member), 'cgroup.procs'), String(member));
        } catch {
          // Ended meanwhile.
        }
      }
    },
    close: () => removeGroups([...made, dir]),
  };
}

/** `pid` (and what it started) alone on `share` of one core; returns the group's close. */
export function slowDown(pid, share) {
  const group = slowGroup(share);
  group.add(pid);
  return group.close;
}

/** Every thread of `pid`, and those it starts later, on `cores` (a taskset list). */
export const pin = (pid, cores) => spawnSync('taskset', ['-a', '-cp', cores, String(pid)], { stdio: 'ignore' });
/**
 * The processes of the machine's own Postgres server (each named postgres, the server first: the
 * connections it starts later inherit its cores) moved to `cores`; returns what puts them back.
 */
export function pinLocalPostgres(cores) {
  const pids = fs.readdirSync('/proc').filter((name) => {
    try {
      return /^\d+$/.test(name) && fs.readFileSync(`/proc/${name}/comm`, 'utf8').trim() === 'postgres';
    } catch {
      return false; // ended meanwhile
    }
  });
  const masks = pids.map((pid) =>
    spawnSync('taskset', ['-p', pid], { encoding: 'utf8' }).stdout.trim().split(' ').pop(),
  );
  pids.forEach((pid) => pin(pid, cores));
  return () =>
    pids.forEach((pid, i) => masks[i] && spawnSync('taskset', ['-a', '-p', masks[i], pid], { stdio: 'ignore' }));
}
