// Reads a Chrome trace (trace events with V8's sampled CPU profile) and tells where the page's main
// thread spent its long tasks: by kind of work, by script, by function. bench/trace.mjs prints it.

/** Lighthouse's long task, 50 ms: a task counts beyond it (in its simulation, at `scale` times its length). */
const LONG_TASK_US = 50_000;

/** What a trace event of the main thread is, as the DevTools performance panel groups it. */
const KINDS = {
  EvaluateScript: 'script: evaluate',
  'v8.compile': 'script: compile',
  'v8.compileModule': 'script: compile',
  'v8.produceCache': 'script: compile',
  'V8.CompileCode': 'script: compile',
  FunctionCall: 'script: run',
  'v8.callFunction': 'script: run',
  RunMicrotasks: 'script: run',
  TimerFire: 'script: run',
  EventDispatch: 'script: run',
  FireAnimationFrame: 'script: run',
  FireIdleCallback: 'script: run',
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  UpdateLayoutTree: 'style',
  ScheduleStyleRecalculation: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayerTree: 'paint',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
  'V8.GC_SCAVENGER': 'garbage collection',
  'BlinkGC.AtomicPhase': 'garbage collection',
};

function mainThread(events) {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best = null;
  let bestBusy = -1;
  for (const { pid, tid } of mains) {
    const busy = events
      .filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask')
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
    if (busy > bestBusy) [best, bestBusy] = [{ pid, tid }, busy];
  }
  if (!best) throw new Error('the trace has no renderer main thread');
  return best;
}

/** Top-level tasks of 50 ms or more once `scale` times as long, in order. */
function longTasks(threadEvents, scale) {
  const tasks = threadEvents
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.dur * scale >= LONG_TASK_US)
    .sort((a, b) => a.ts - b.ts);
  const top = [];
  for (const t of tasks) if (!top.some((o) => t.ts >= o.ts && t.ts + t.dur <= o.ts + o.dur)) top.push(t);
  return top;
}

const inside = (tasks, ts) => tasks.some((t) => ts >= t.ts && ts < t.ts + t.dur);
const sorted = (map) => [...map.entries()].sort((a, b) => b[1] - a[1]);
const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value);

/** Self time of each kind of work (time in an event minus its classified children). */
function timeByKind(threadEvents, tasks) {
  const spans = threadEvents
    .filter((e) => e.ph === 'X' && KINDS[e.name] && inside(tasks, e.ts))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const byKind = new Map();
  const stack = [];
  for (const e of spans) {
    while (stack.length && e.ts >= stack.at(-1).ts + stack.at(-1).dur) stack.pop();
    const parent = stack.at(-1);
    if (parent) add(byKind, KINDS[parent.name], -Math.min(e.dur, parent.ts + parent.dur - e.ts));
    add(byKind, KINDS[e.name], e.dur);
    stack.push(e);
  }
  const classified = [...byKind.values()].reduce((a, b) => a + b, 0);
  const total = tasks.reduce((sum, t) => sum + t.dur, 0);
  byKind.set('other (task overhead, unsampled work)', total - classified);
  return sorted(byKind);
}

function scriptName(url, origin) {
  if (!url) return '(native, GC, idle)';
  return url.startsWith(origin) ? url.slice(origin.length) : url.replace(/^https?:\/\/[^/]+:(\d+)/, ':$1');
}

/** Self and total time per function and self time per script, from the samples inside long tasks. */
function timeBySample(events, { pid }, tasks, origin) {
  const chunks = events.filter((e) => e.pid === pid && (e.name === 'Profile' || e.name === 'ProfileChunk'));
  const profiles = new Map();
  for (const e of chunks) {
    const p = profiles.get(e.id) ?? { start: 0, nodes: new Map(), samples: [], deltas: [] };
    if (e.name === 'Profile') p.start = e.args.data.startTime;
    const cpu = e.args.data?.cpuProfile ?? {};
    for (const node of cpu.nodes ?? []) p.nodes.set(node.id, node);
    p.samples.push(...(cpu.samples ?? []));
    p.deltas.push(...(e.args.data?.timeDeltas ?? []));
    profiles.set(e.id, p);
  }
  const self = new Map();
  const total = new Map();
  const byScript = new Map();
  const label = (node) => {
    const f = node.callFrame;
    const where = f.url ? ` ${scriptName(f.url, origin)}:${f.lineNumber + 1}:${f.columnNumber + 1}` : '';
    return `${f.functionName || '(anonymous)'}${where}`;
  };
  for (const p of profiles.values()) {
    let ts = p.start;
    for (let i = 0; i < p.samples.length; i += 1) {
      const previous = ts;
      ts += p.deltas[i] ?? 0;
      const weight = ts - previous;
      const node = p.nodes.get(p.samples[i]);
      if (!node || !inside(tasks, ts) || node.callFrame.functionName === '(idle)') continue;
      add(self, label(node), weight);
      add(byScript, scriptName(node.callFrame.url, origin), weight);
      const seen = new Set();
      for (let n = node; n; n = p.nodes.get(n.parent)) {
        const key = label(n);
        if (!seen.has(key) && n.callFrame.functionName !== '(root)') add(total, key, weight);
        seen.add(key);
      }
    }
  }
  const byFunction = sorted(self).map(([name, us]) => ({ name, self: us, total: total.get(name) ?? us }));
  const byTotal = sorted(total).map(([name, us]) => ({ name, self: self.get(name) ?? 0, total: us }));
  return { byScript: sorted(byScript), byFunction, byTotal };
}

/**
 * @param {object[]} events the trace's events
 * @param {string} origin the shell's origin, left out of script names
 * @param {number} scale how many times longer a task counts: 1 for a trace throttled through CDP,
 *   4 for Lighthouse's simulation of a trace taken unthrottled (a slow machine's: bench/trace.mjs --slow)
 */
export function longTaskProfile(events, origin, scale = 1) {
  const thread = mainThread(events);
  const threadEvents = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid);
  const tasks = longTasks(threadEvents, scale);
  const navigation = threadEvents.find((e) => e.name === 'navigationStart') ?? { ts: tasks[0]?.ts ?? 0 };
  const longTotal = tasks.reduce((sum, t) => sum + t.dur, 0);
  return {
    tasks: tasks.map((t) => ({ start: t.ts - navigation.ts, dur: t.dur })),
    longTotal,
    blocking: longTotal * scale - tasks.length * LONG_TASK_US,
    byKind: timeByKind(threadEvents, tasks),
    ...timeBySample(events, thread, tasks, origin),
  };
}
