// The early-events script as the page runs it, for tests: inline, before the app, on prerendered
// HTML, its three parts in one function scope (webpack/firstPaint/earlyEventsPlugin.js).
import fs from 'node:fs';
import path from 'node:path';
import { attachEarlyRestore } from './earlyRestore';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the list is plain CommonJS, for webpack's config too
const parts = require('./inlineParts') as string[];
const source = parts.map((file) => fs.readFileSync(path.join(__dirname, file), 'utf8')).join('\n');

/**
 * Puts the HTML in the page and runs a fresh script on it, as each page load does, then gives it
 * what puts things back, as the shell does before hydrating (liveRegions.ts).
 */
export function runEarlyScript(html: string): SiteEarlyEvents {
  document.body.innerHTML = html;
  new Function(source)();
  const early = window.__siteEarly;
  if (!early) throw new Error('the script did not install window.__siteEarly');
  attachEarlyRestore();
  return early;
}

/** Removes, after each test, what that test's script added to document and window. */
export function removeEarlyScriptsAfterEachTest(): void {
  let listeners: { type: string; fn: EventListener; capture: boolean; target: EventTarget }[] = [];
  beforeEach(() => {
    const add = EventTarget.prototype.addEventListener;
    jest.spyOn(EventTarget.prototype, 'addEventListener').mockImplementation(function (
      this: EventTarget,
      type,
      fn,
      options,
    ) {
      listeners.push({ type, fn: fn as EventListener, capture: options === true, target: this });
      return add.call(this, type, fn, options);
    });
    document.documentElement.removeAttribute('data-hydrated');
  });
  afterEach(() => {
    for (const l of listeners) l.target.removeEventListener(l.type, l.fn, l.capture);
    listeners = [];
    jest.restoreAllMocks();
    delete window.__siteEarly;
  });
}
