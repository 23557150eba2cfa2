import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = resolve(__dirname, '../../src');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

const importsOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)[^'"]*from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]!);

/** ARCHITECTURE.md: import direction, enforced here in place of a lint rule. */
describe('import direction', () => {
  it.each(['contract', 'model', 'logic'])('src/%s imports neither React nor zustand nor the layers above it', (layer) => {
    const offenders = filesUnder(join(src, layer)).flatMap((file) =>
      importsOf(file)
        .filter((spec) => /^(react|react-dom|zustand)(\/|$)/.test(spec) || /\.\.\/(store|react|registry|renderers|controls|course|catalog)(\/|$)/.test(spec))
        .map((spec) => `${relative(src, file)} -> ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps the server toolkit free of React, the DOM layers and Node-only modules', () => {
    const offenders = ['client', 'webhooks'].flatMap((layer) =>
      filesUnder(join(src, layer)).flatMap((file) =>
        importsOf(file)
          .filter((spec) => /^(react|react-dom|zustand|node:|fs|crypto|http)(\/|$)/.test(spec) || /\.\.\/(store|react|registry|renderers|controls)(\/|$)/.test(spec))
          .map((spec) => `${relative(src, file)} -> ${spec}`),
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('never evaluates strings as code (hosts with a strict CSP must work)', () => {
    const offenders = filesUnder(src).filter((file) => !file.endsWith('.test.ts') && /\beval\(|new Function\(/.test(readFileSync(file, 'utf8')));
    expect(offenders.map((f) => relative(src, f))).toEqual([]);
  });

  it('names no two files in one folder alike but for case (the package ships one file per module)', () => {
    const folders = [src, ...filesUnder(src).map((file) => join(file, '..'))];
    const clashes = [...new Set(folders)].flatMap((dir) => {
      const stems = readdirSync(dir).map((name) => name.replace(/\.(test\.)?tsx?$/, '').toLowerCase() + (name.includes('.test.') ? '.test' : ''));
      return stems.filter((stem, index) => stems.indexOf(stem) !== index).map((stem) => `${relative(src, dir)}/${stem}`);
    });
    expect(clashes).toEqual([]);
  });
});
