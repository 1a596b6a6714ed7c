// `npm test`: every phase of the suite in turn (docs/testing.md), stopping at the first that fails,
// then a table of what each phase took and how many tests ran, passed, failed and were skipped.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('../', import.meta.url).pathname;
const REPORTS = join(ROOT, 'test-results');
const VITEST_REPORT = join(REPORTS, 'vitest.json');
const PLAYWRIGHT_REPORT = join(REPORTS, 'playwright.json');

const bin = (name) => join(ROOT, 'node_modules/.bin', name);

const phases = [
  { name: 'check', command: 'npm', args: ['run', 'check', '--silent'] },
  { name: 'build', command: 'npm', args: ['run', 'build', '--silent'] },
  {
    name: `vitest (${process.env.TEST_DATABASES ?? 'sqlite,postgres'})`,
    command: bin('vitest'),
    args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_REPORT}`],
    report: VITEST_REPORT,
    counts: vitestCounts,
  },
  {
    name: 'playwright',
    command: bin('playwright'),
    args: ['test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_REPORT },
    report: PLAYWRIGHT_REPORT,
    counts: playwrightCounts,
  },
];

/** Tests by outcome in Vitest's JSON report. */
function vitestCounts(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    files: report.testResults.length,
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/** Tests by outcome in Playwright's JSON report. */
function playwrightCounts(file) {
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  return {
    files: suites.length,
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
  };
}

mkdirSync(REPORTS, { recursive: true });
const results = [];
let failed = false;
for (const phase of phases) {
  if (phase.report) rmSync(phase.report, { force: true });
  console.log(`\n▶ ${phase.name}`);
  const started = performance.now();
  const run = spawnSync(phase.command, phase.args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...phase.env },
  });
  const seconds = (performance.now() - started) / 1000;
  const counts = phase.report && existsSync(phase.report) ? phase.counts(phase.report) : undefined;
  results.push({ name: phase.name, seconds, status: run.status, counts });
  if (run.status !== 0) {
    failed = true;
    break;
  }
}

const total = results.reduce((sum, result) => sum + result.seconds, 0);
const rows = results.map(({ name, seconds, status, counts }) => {
  const outcome = status === 0 ? 'passed' : `FAILED (exit ${status ?? 'signal'})`;
  const tests = counts
    ? `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped in ${counts.files} files`
    : '';
  return `${name.padEnd(28)} ${seconds.toFixed(0).padStart(5)} s  ${outcome.padEnd(8)} ${tests}`;
});
console.log(`\nnpm test: ${failed ? 'FAILED' : 'passed'} in ${total.toFixed(0)} s`);
for (const row of rows) console.log(`  ${row}`);
process.exit(failed ? 1 : 0);
