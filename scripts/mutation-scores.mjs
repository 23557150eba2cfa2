#!/usr/bin/env node
// Reads Stryker's JSON report(s) (mutation-testing-report-schema) and prints the mutation score per
// folder as a markdown table. With --update <file>, replaces the block between the
// `<!-- mutation-scores:start -->` and `<!-- mutation-scores:end -->` markers in that file.
// --by-file scores each source file instead of each folder.
import { readFileSync, writeFileSync } from 'node:fs';

const args = process.argv.slice(2);
// Several --report files (runs of separate folders) are merged; a later file wins per source file.
const reportPaths = valuesOf('--report');
const target = valuesOf('--update')[0];

function valuesOf(flag) {
  return args.flatMap((arg, i) => (arg === flag && args[i + 1] ? [args[i + 1]] : []));
}

const byFile = args.includes('--by-file');

/** The folder a file is scored under: src/controls/sanitizeHtml.ts stands alone, src/model/fields joins src/model. */
function folderOf(path) {
  if (byFile) return path.replace(/\\/g, '/').replace(/^.*?(src\/)/, '$1');
  const parts = path.replace(/\\/g, '/').split('/');
  const at = parts.indexOf('src');
  const rest = at >= 0 ? parts.slice(at) : parts;
  if (rest[1] === 'controls') return rest.join('/');
  return rest.slice(0, 2).join('/');
}

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

export function scoresOf(report) {
  const rows = new Map();
  for (const [path, file] of Object.entries(report.files)) {
    const folder = folderOf(path);
    const row = rows.get(folder) ?? { folder, killed: 0, timeout: 0, survived: 0, noCoverage: 0, ignored: 0, errors: 0 };
    for (const mutant of file.mutants) {
      if (mutant.status === 'Killed') row.killed += 1;
      else if (mutant.status === 'Timeout') row.timeout += 1;
      else if (mutant.status === 'Survived') row.survived += 1;
      else if (mutant.status === 'NoCoverage') row.noCoverage += 1;
      else if (mutant.status === 'Ignored') row.ignored += 1;
      else row.errors += 1;
    }
    rows.set(folder, row);
  }
  return [...rows.values()].sort((a, b) => a.folder.localeCompare(b.folder));
}

// Stryker's score: detected / (detected + undetected); compile and runtime errors and ignored mutants don't count.
const score = (r) => {
  const detected = r.killed + r.timeout;
  const valid = detected + r.survived + r.noCoverage;
  return valid === 0 ? null : (100 * detected) / valid;
};

export function tableOf(rows) {
  const total = rows.reduce(
    (sum, r) => ({ folder: '**all**', killed: sum.killed + r.killed, timeout: sum.timeout + r.timeout, survived: sum.survived + r.survived, noCoverage: sum.noCoverage + r.noCoverage, ignored: sum.ignored + r.ignored, errors: sum.errors + r.errors }),
    { killed: 0, timeout: 0, survived: 0, noCoverage: 0, ignored: 0, errors: 0 },
  );
  const line = (r) => {
    const s = score(r);
    return `| ${r.folder} | ${s === null ? 'n/a' : `${s.toFixed(1)}%`} | ${r.killed} | ${r.timeout} | ${r.survived} | ${r.noCoverage} | ${r.errors} |`;
  };
  return [
    `| ${byFile ? 'file' : 'folder'} | score | killed | timeout | survived | no coverage | errors |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(line),
    line(total),
  ].join('\n');
}

const reports = (reportPaths.length > 0 ? reportPaths : ['reports/mutation/mutation.json']).map((path) => JSON.parse(readFileSync(path, 'utf8')));
const report = { ...reports.at(-1), files: Object.assign({}, ...reports.map((r) => r.files)) };
const table = tableOf(scoresOf(report));
const stamp = `Last run: ${new Date().toISOString().slice(0, 10)} (Stryker ${report.framework?.version ?? '?'}, schema ${report.schemaVersion ?? '?'}).`;
console.log(`${stamp}\n\n${table}`);

if (target) {
  const start = '<!-- mutation-scores:start -->';
  const end = '<!-- mutation-scores:end -->';
  const doc = readFileSync(target, 'utf8');
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) {
    console.error(`${target} has no ${start} ... ${end} block; not updated`);
    process.exit(1);
  }
  writeFileSync(target, `${doc.slice(0, from + start.length)}\n${stamp}\n\n${table}\n${doc.slice(to)}`);
  console.log(`updated ${target}`);
}
