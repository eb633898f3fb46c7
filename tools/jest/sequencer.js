/**
 * Runs the longest test files first, so that on 2 workers the run does not end with one worker on a
 * 40-second file while the other is idle. A file's expected time is, in order: jest's own record of
 * its last run on this machine (the default sequencer's cache), the committed figure in
 * tools/jest/durations.json (a cold CI machine has no cache; refresh it with
 * `node tools/scripts/jest-durations.mjs` after a full run), else its size.
 */
const { readFileSync, statSync } = require('node:fs');
const { join, relative } = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const root = join(__dirname, '../..');
let committed = {};
try {
  committed = JSON.parse(readFileSync(join(__dirname, 'durations.json'), 'utf8')).seconds ?? {};
} catch {
  committed = {};
}

class LongestFirst extends Sequencer {
  sort(tests) {
    for (const test of tests) {
      const cached = this.time(test);
      const known = committed[relative(root, test.path)];
      // milliseconds, as jest keeps them; a file without a figure: about 2 KB of test per second
      test.duration = cached ?? (known !== undefined ? known * 1000 : statSync(test.path).size / 2);
    }
    // a file that failed last time first (the quickest answer to "is it fixed?"), then the longest
    return tests.sort((a, b) => Number(this.hasFailed(b)) - Number(this.hasFailed(a)) || b.duration - a.duration);
  }
}

module.exports = LongestFirst;
