/** @jest-environment node */
// Which Chromium the browser tests and the benches start (scripts/chromium.js): CHROME_PATH first;
// the tests take Debian's headless shell where it is installed, the benches never do.
import fs from 'node:fs';
import type * as ChromiumModule from './chromium';

type Chromium = typeof ChromiumModule;

/** scripts/chromium.js as a machine with `installed` (and CHROME_PATH `chosen`) would load it. */
function chromiumOn(installed: string[], chosen = ''): Chromium {
  jest.spyOn(fs, 'existsSync').mockImplementation((file) => installed.includes(String(file)));
  const before = process.env.CHROME_PATH;
  process.env.CHROME_PATH = chosen;
  try {
    let loaded: Chromium | undefined;
    jest.isolateModules(() => {
      loaded = jest.requireActual<Chromium>('./chromium');
      // The settings are read once, on first use: read them while CHROME_PATH is this machine's.
      loaded.chromiumPath();
    });
    return loaded!;
  } finally {
    if (before === undefined) delete process.env.CHROME_PATH;
    else process.env.CHROME_PATH = before;
  }
}

afterEach(() => jest.restoreAllMocks());

const SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = '/usr/bin/chromium';

test("the tests take Debian's headless shell where it is installed; the benches keep Chromium", () => {
  const both = chromiumOn([SHELL, CHROMIUM]);
  expect(both.testChromiumPath()).toBe(SHELL);
  expect(both.chromiumPath()).toBe(CHROMIUM);
  expect(chromiumOn([CHROMIUM]).testChromiumPath()).toBe(CHROMIUM);
});

test('CHROME_PATH wins over both, and with no Chromium at all there is none to start', () => {
  expect(chromiumOn([SHELL, CHROMIUM, '/opt/chrome'], '/opt/chrome').testChromiumPath()).toBe('/opt/chrome');
  expect(chromiumOn([]).testChromiumPath()).toBeNull();
  expect(chromiumOn([]).chromiumPath()).toBeNull();
});
