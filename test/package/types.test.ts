import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root } from './distGraph';

const work = mkdtempSync(join(tmpdir(), 'ce-consumer-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const bin = (name: string) => resolve(root, 'node_modules/.bin', name);

interface AttwProblem {
  kind: string;
  entrypoint?: string;
  resolutionKind?: string;
}

/**
 * arethetypeswrong on the packed tarball, for the profiles hosts use: node16 and bundlers. The
 * package is ESM only (engines: Node 20.19+, which can require() ES modules), so the one rule left
 * out is "a CommonJS require resolves to ESM"; styles.css is not a module attw can judge.
 */
describe('published types (arethetypeswrong)', () => {
  it('reports no problem for node16 or bundler resolution', () => {
    // attw exits 1 on problems and may exit before a pipe drains: its JSON goes to a file.
    const reportFile = join(work, 'attw.json');
    const out = openSync(reportFile, 'w');
    try {
      execFileSync(bin('attw'), ['--pack', '.', '--format', 'json', '--profile', 'node16', '--ignore-rules', 'cjs-resolves-to-esm', '--exclude-entrypoints', 'styles.css'], {
        cwd: root,
        stdio: ['ignore', out, 'pipe'],
      });
    } catch {
      // Problems are read from the report below.
    } finally {
      closeSync(out);
    }
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as { analysis: { problems: AttwProblem[]; entrypoints: Record<string, unknown> } };
    expect(Object.keys(report.analysis.entrypoints)).toEqual(expect.arrayContaining(['.', './contract', './client', './webhooks', './locales/en', './locales/es']));
    // The JSON lists every problem; the profile and the ignored rule are applied here.
    const counted = report.analysis.problems.filter((p) => p.resolutionKind !== 'node10' && p.kind !== 'CJSResolvesToESM');
    expect(report.analysis.problems.length).toBeGreaterThan(0); // the filter has something to filter
    expect(counted.map((p) => `${p.kind} ${p.entrypoint ?? ''} ${p.resolutionKind ?? ''}`)).toEqual([]);
  }, 120_000);
});

const CONSUMER = `import { CourseCard, CoursePlayer, type CoursePlayerProps } from 'ce-course-player';
import { normalizeCourse, type Course } from 'ce-course-player/contract';
import { createClient } from 'ce-course-player/client';
import { verifyWebhook } from 'ce-course-player/webhooks';
import en from 'ce-course-player/locales/en';
import es from 'ce-course-player/locales/es';
import { MethodStrings, type Strings } from 'ce-course-player';
import 'ce-course-player/styles.css';

export const tables: readonly Strings[] = [en, es];
export const provider = MethodStrings;

export const components = [CourseCard, CoursePlayer] as const;
export const normalize: (payload: unknown) => { course: Course } = normalizeCourse;
export type Props = CoursePlayerProps;
export { createClient, verifyWebhook };
`;

/** A host project whose node_modules links this package, compiled with its own tsconfig. */
function compileConsumer(moduleResolution: 'node16' | 'nodenext' | 'bundler'): string {
  const dir = join(work, moduleResolution);
  mkdirSync(join(dir, 'node_modules'), { recursive: true });
  symlinkSync(root, join(dir, 'node_modules/ce-course-player'), 'dir');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module', private: true }));
  writeFileSync(join(dir, 'consumer.ts'), CONSUMER);
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        module: moduleResolution === 'bundler' ? 'esnext' : moduleResolution,
        moduleResolution,
        target: 'es2022',
        lib: ['es2023', 'dom'],
        strict: true,
        noEmit: true,
        jsx: 'react-jsx',
        // The host's own libraries are not under test; a CSS import without a declaration of its own is.
        skipLibCheck: false,
        noUncheckedSideEffectImports: true,
        types: [],
      },
      files: ['consumer.ts'],
    }),
  );
  try {
    return execFileSync(bin('tsc'), ['-p', dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    return (error as { stdout: string }).stdout;
  }
}

describe('a TypeScript host importing every entry', () => {
  it.each(['node16', 'nodenext', 'bundler'] as const)('typechecks under moduleResolution %s', (moduleResolution) => {
    expect(compileConsumer(moduleResolution)).toBe('');
  }, 120_000);
});
