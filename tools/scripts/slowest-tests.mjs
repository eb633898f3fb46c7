#!/usr/bin/env node
/**
 * Prints the slowest jest files and Playwright tests of the last `npm test` run, from the reports it
 * writes (tmp/test-reports/jest.json, playwright.json): where the suite's time goes, in every CI log.
 *
 * Usage: node tools/scripts/slowest-tests.mjs [reports folder] [how many]
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const [folder = 'tmp/test-reports', many = '20'] = process.argv.slice(2);
const limit = Number(many);
const root = process.cwd();

function table(title, rows) {
  if (rows.length === 0) return;
  rows.sort((a, b) => b.seconds - a.seconds);
  const total = rows.reduce((sum, r) => sum + r.seconds, 0);
  console.log(`\n\x1b[1m${title}\x1b[0m (${rows.length} in all, ${total.toFixed(0)} s summed over workers)`);
  for (const r of rows.slice(0, limit)) console.log(`  ${r.seconds.toFixed(1).padStart(7)} s  ${r.name}`);
}

const jestFile = join(folder, 'jest.json');
if (existsSync(jestFile)) {
  const report = JSON.parse(readFileSync(jestFile, 'utf8'));
  table(
    `Slowest jest files (${report.numPassedTests}/${report.numTotalTests} tests passed)`,
    report.testResults.map((r) => ({ name: relative(root, r.name), seconds: (r.endTime - r.startTime) / 1000 })),
  );
}

const playwrightFile = join(folder, 'playwright.json');
if (existsSync(playwrightFile)) {
  const report = JSON.parse(readFileSync(playwrightFile, 'utf8'));
  const rows = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const seconds = (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0) / 1000;
        const retries = Math.max(0, (test.results ?? []).length - 1);
        rows.push({ name: `${spec.file ?? file}:${spec.line} › ${spec.title}${retries ? ` (${retries} retr${retries === 1 ? 'y' : 'ies'})` : ''}`, seconds });
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.file ?? file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  const stats = report.stats ?? {};
  table(`Slowest Playwright tests (${stats.expected ?? '?'} passed, ${stats.unexpected ?? 0} failed, ${stats.flaky ?? 0} flaky)`, rows);
}
