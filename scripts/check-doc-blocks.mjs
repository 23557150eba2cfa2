#!/usr/bin/env node
// Type-checks every ```ts and ```tsx block of README.md and docs/*.md against the built types, as
// a host's editor would read them: each block becomes a module in a folder inside this package
// (so `ce-course-player/...` resolves through package.json `exports` to dist/types), compiled with
// strict settings. A block marked `<!-- example: path -->` is its example's file, which
// examples/check-hosts.mjs type-checks in a host app with that app's dependencies (next, for one);
// test/unit/docs-examples.test.ts keeps the two equal. A fragment that uses names the page gave
// earlier (a `client`, a `course`) declares them in a comment right above its fence,
// `<!-- declare: declare const client: CourseServiceClient; -->`: the checked module starts with it.
// Needs `npm run build` first.
// Usage: node scripts/check-doc-blocks.mjs   (exits 1 and prints the compiler's errors on failure)
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');
const pages = ['README.md', ...readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];

/** Every ts/tsx block of a page that is not an example's file, with its line. */
export function docBlocks(page, text) {
  const blocks = [];
  const fence = /^(<!-- example: [^>]+ -->\n)?(<!-- declare: ([\s\S]*?) -->\n)?```(ts|tsx)\n([\s\S]*?)^```$/gm;
  for (const match of text.matchAll(fence)) {
    if (match[1]) continue;
    const line = text.slice(0, match.index).split('\n').length + (match[2] ? match[2].split('\n').length : 1);
    blocks.push({ page, line, lang: match[4], prelude: match[3] ?? '', code: match[5] });
  }
  return blocks;
}

const dir = join(root, 'node_modules', '.doc-blocks');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const files = new Map();
for (const page of pages) {
  for (const block of docBlocks(page, readFileSync(join(root, page), 'utf8'))) {
    const file = join(dir, `${page.replace(/[/.]/g, '_')}_line${block.line}.${block.lang}`);
    // `export {}` makes each block a module of its own, so two blocks may name the same thing.
    // The prelude goes on the block's first line, so the compiler's line numbers stay the page's.
    writeFileSync(file, `${block.prelude.replace(/\n/g, ' ')} ${block.code}\nexport {};\n`);
    files.set(file, block);
  }
}

const program = ts.createProgram([...files.keys()], {
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  resolveJsonModule: true,
  isolatedModules: true,
  types: ['node', 'vite/client'],
});
const diagnostics = ts.getPreEmitDiagnostics(program).filter((d) => !d.file || files.has(resolve(d.file.fileName)));
for (const d of diagnostics) {
  const block = d.file && files.get(resolve(d.file.fileName));
  const where = block && d.start !== undefined ? `${block.page}:${block.line + d.file.getLineAndCharacterOfPosition(d.start).line}` : '';
  console.log(`${where} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}
console.log(`doc blocks: ${files.size} type-checked, ${diagnostics.length} error(s)`);
rmSync(dir, { recursive: true, force: true });
process.exit(diagnostics.length ? 1 : 0);
