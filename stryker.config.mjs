// Mutation testing (docs/testing.md). Slow: run with `npm run mutation`, never from `npm test`.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // Only the unit and dom projects; `related` runs just the test files that import a mutated file.
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  mutate: [
    'src/logic/**/*.ts',
    'src/model/**/*.ts',
    'src/store/**/*.ts',
    'src/contract/mediaExpiry.ts',
    'src/controls/sanitizeHtml.ts',
    'src/client/**/*.ts',
    'src/webhooks/**/*.ts',
    '!src/**/*.test.ts',
    '!src/**/index.ts',
    '!src/**/types.ts',
  ],
  coverageAnalysis: 'perTest',
  // Module-level mutants (kind tables, valibot schemas) force every test to re-run per mutant: 38% of
  // the mutants but ~88% of the time. They are reported as Ignored; docs/testing.md says so.
  ignoreStatic: true,
  // The machine is shared: one test-runner process, and the npm script runs Stryker under `nice`.
  concurrency: 1,
  timeoutMS: 10_000,
  // The initial run instruments every test for per-test coverage; the dom project alone takes minutes on a busy machine.
  dryRunTimeoutMinutes: 30,
  // Re-test only mutants whose code or covering tests changed since the last run (file is git-ignored).
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['dist', 'storybook-static', 'bench/results', 'reports', 'coverage', '.vitest-attachments'],
  cleanTempDir: 'always',
};
