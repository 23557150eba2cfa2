import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = resolve(__dirname, '../../src');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * Every module a file names, as the compiler's own scanner reads them: `import` and `import type`,
 * `export … from` and `export type * from`, side-effect imports, `import()` calls and `import()` types.
 */
const importsOf = (file: string) => ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map((imported) => imported.fileName);

/** The file of src/ a relative import names (`./x`, `./x.js`, `./dir`), or null when it names none. */
function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec.replace(/\.js$/, ''));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => /\.tsx?$/.test(path) && existsSync(path) && statSync(path).isFile()) ?? null;
}

/** Each file of src/ with the files of src/ it imports, type-only imports included. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of filesUnder(src)) {
    const targets = importsOf(file).filter((spec) => spec.startsWith('.')).map((spec) => resolveImport(file, spec));
    graph.set(file, [...new Set(targets.filter((target): target is string => target !== null && target.startsWith(src)))]);
  }
  return graph;
}

/** The strongly connected groups of more than one file, or of one file importing itself (Tarjan's algorithm). */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)!.includes(file)) found.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

/**
 * No import circles in src/, type-only ones included: a circle makes module order depend on
 * which file loads first, and joins files that then can only be understood (or split) together.
 */
describe('import circles', () => {
  it('the check can fail: it sees a circle when there is one', () => {
    const graph = new Map([['a.ts', ['b.ts']], ['b.ts', ['a.ts']], ['c.ts', ['a.ts']]]);
    expect(circles(graph)).toEqual([['a.ts', 'b.ts']]);
  });

  it('reads every file of src/ and the files they import', () => {
    const graph = importGraph();
    expect(graph.get(join(src, 'index.ts'))!.length).toBeGreaterThan(0);
  });

  it('has no import circle in src/, type-only imports included', () => {
    expect(circles(importGraph()).map((group) => group.map((path) => relative(src, path)))).toEqual([]);
  });
});
