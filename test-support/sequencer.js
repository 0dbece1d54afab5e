// The order in which Jest hands test files to its workers: its own (the files that failed last, then
// the slowest first, from its cache of their times, else the largest), except that the browser files
// that build the whole site again run last. `e2e/dev.e2e.ts` compiles every package's development
// build: beside the slow-phone files at the start of the browser run (every-field: three throttled
// tabs), its seven compilers printed nothing in 240 s on a two-core machine, and the dev page then
// passed its waits. At the end it runs beside the small files (docs/working.md, "Tests").
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

/** Files that run after every other, in this order. */
const LAST = ['e2e/dev.e2e.ts'];

class SiteSequencer extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    const rank = (test) => LAST.findIndex((file) => test.path.split(path.sep).join('/').endsWith(`/${file}`));
    return [
      ...sorted.filter((test) => rank(test) < 0),
      ...sorted.filter((test) => rank(test) >= 0).sort((a, b) => rank(a) - rank(b)),
    ];
  }
}

module.exports = SiteSequencer;
