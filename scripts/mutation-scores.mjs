#!/usr/bin/env node
// Reads Stryker's JSON report(s) (mutation-testing-report-schema) and prints the mutation score per
// folder as a markdown table. With --update <file>, replaces the block between the
// `<!-- mutation-scores:start -->` and `<!-- mutation-scores:end -->` markers in that file; rows of
// folders this run did not measure are kept from the table already there (a run is one folder at a
// time on a busy machine), each with the run it came from. --label "<text>" names this run in the
// `run` column (say which Vitest projects counted, e.g. "2026-11-24, unit").
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
const label = valuesOf('--label')[0] ?? `${new Date().toISOString().slice(0, 10)}`;

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
    (sum, r) => ({ ...sum, killed: sum.killed + r.killed, timeout: sum.timeout + r.timeout, survived: sum.survived + r.survived, noCoverage: sum.noCoverage + r.noCoverage, ignored: sum.ignored + r.ignored, errors: sum.errors + r.errors }),
    { folder: '**all**', run: '', killed: 0, timeout: 0, survived: 0, noCoverage: 0, ignored: 0, errors: 0 },
  );
  const line = (r) => {
    const s = score(r);
    return `| ${r.folder} | ${s === null ? 'n/a' : `${s.toFixed(1)}%`} | ${r.killed} | ${r.timeout} | ${r.survived} | ${r.noCoverage} | ${r.errors} | ${r.run ?? label} |`;
  };
  return [
    `| ${byFile ? 'file' : 'folder'} | score | killed | timeout | survived | no coverage | errors | run |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(line),
    line(total),
  ].join('\n');
}

/** Rows of an existing table (as tableOf writes it, with or without the run column), minus the total. */
export function rowsOf(markdown, fallbackRun) {
  return markdown
    .split('\n')
    .map((text) => text.split('|').slice(1, -1).map((cell) => cell.trim()))
    .filter((cells) => cells.length >= 7 && /^\d+$/.test(cells[2] ?? '') && cells[0] !== '**all**')
    .map(([folder, , killed, timeout, survived, noCoverage, errors, run]) => ({
      folder, killed: Number(killed), timeout: Number(timeout), survived: Number(survived), noCoverage: Number(noCoverage), ignored: 0, errors: Number(errors), run: run || fallbackRun,
    }));
}

const reports = (reportPaths.length > 0 ? reportPaths : ['reports/mutation/mutation.json']).map((path) => JSON.parse(readFileSync(path, 'utf8')));
const report = { ...reports.at(-1), files: Object.assign({}, ...reports.map((r) => r.files)) };
const measured = scoresOf(report);
const stamp = `Last update: ${new Date().toISOString().slice(0, 10)} (Stryker ${report.framework?.version ?? '?'}, schema ${report.schemaVersion ?? '?'}). The run column says when each row was measured and which Vitest projects counted.`;

const start = '<!-- mutation-scores:start -->';
const end = '<!-- mutation-scores:end -->';
let doc = '';
let from = -1;
let to = -1;
if (target) {
  doc = readFileSync(target, 'utf8');
  from = doc.indexOf(start);
  to = doc.indexOf(end);
  if (from < 0 || to < from) {
    console.error(`${target} has no ${start} ... ${end} block; not updated`);
    process.exit(1);
  }
}
// Folders this run did not measure keep their earlier row (only in folder mode: file rows are not kept).
const block = target ? doc.slice(from + start.length, to) : '';
const earlierRun = /Last (?:run|update): (\d{4}-\d{2}-\d{2})/.exec(block)?.[1] ?? 'earlier';
const kept = byFile ? [] : rowsOf(block, `${earlierRun}, unit`).filter((row) => !measured.some((m) => m.folder === row.folder));
const table = tableOf([...measured, ...kept].sort((a, b) => a.folder.localeCompare(b.folder)));
console.log(`${stamp}\n\n${table}`);

if (target) {
  writeFileSync(target, `${doc.slice(0, from + start.length)}\n${stamp}\n\n${table}\n${doc.slice(to)}`);
  console.log(`updated ${target}`);
}
