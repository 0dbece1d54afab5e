// A slower machine for a bench's site: its process (every thread) limited to a share of one core by
// the kernel's CPU controller (a cgroup), in 1 ms periods, so each millisecond it runs for the share
// and waits for the rest. Its work then takes 1 / share times as long, as on a CPU that much slower,
// and a wait for the limit is under a millisecond. Our visitors' phones, and the slow machines the
// figures are judged on, are slower than a fast bench machine (a Lighthouse benchmark index of 3,500
// against 1,000). Needs a writable cgroup file system (root, or a delegated cgroup); says so if not.
import fs from 'node:fs';
import path from 'node:path';

const PERIOD_US = 1000;

/** Where a new cgroup with a CPU limit can be made: cgroup v2's root, or v1's cpu hierarchy. */
function cgroupRoot() {
  if (fs.existsSync('/sys/fs/cgroup/cgroup.controllers')) {
    const controllers = fs.readFileSync('/sys/fs/cgroup/cgroup.controllers', 'utf8');
    return controllers.includes('cpu') ? { dir: '/sys/fs/cgroup', v2: true } : null;
  }
  return fs.existsSync('/sys/fs/cgroup/cpu/cpu.cfs_quota_us') ? { dir: '/sys/fs/cgroup/cpu', v2: false } : null;
}

/**
 * Limits process `pid` to `share` (0 < share <= 1) of one core; resolves to a function that removes
 * the limit's cgroup once the process has ended. Throws, saying why, where the machine cannot.
 */
export function slowDown(pid, share) {
  const root = cgroupRoot();
  if (!root) throw new Error('--slow needs the kernel CPU controller (a cgroup file system with "cpu").');
  const dir = path.join(root.dir, `bench-slow-${pid}`);
  const quota = Math.max(Math.round(PERIOD_US * share), 100);
  try {
    fs.mkdirSync(dir);
    if (root.v2) {
      fs.writeFileSync(path.join(dir, 'cpu.max'), `${quota} ${PERIOD_US}`);
    } else {
      fs.writeFileSync(path.join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
      fs.writeFileSync(path.join(dir, 'cpu.cfs_quota_us'), String(quota));
    }
    fs.writeFileSync(path.join(dir, 'cgroup.procs'), String(pid));
  } catch (error) {
    if (fs.existsSync(dir)) fs.rmdirSync(dir);
    throw new Error(`--slow could not limit the site's CPU (${error.message}): run the bench as root.`);
  }
  return () => fs.rmdirSync(dir);
}
