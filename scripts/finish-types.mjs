// Makes the emitted declarations resolvable under moduleResolution node16/nodenext, where relative
// imports need the extension of the file that exists at run time (TS2834). tsc keeps specifiers
// as written in the source ('./CoursePlayer'), so each is pointed at its .js twin here.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const typesDir = resolve(process.argv[2] ?? 'dist/types');
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.\.?\/[^'"]*)\2/g;

function declarationsUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? declarationsUnder(path) : name.endsWith('.d.ts') ? [path] : [];
  });
}

function withExtension(file, specifier) {
  if (/\.(js|mjs|cjs|json|css)$/.test(specifier)) return specifier;
  const base = resolve(dirname(file), specifier);
  if (existsSync(`${base}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(base, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
  throw new Error(`${file}: cannot resolve ${specifier}`);
}

let rewritten = 0;
for (const file of declarationsUnder(typesDir)) {
  const source = readFileSync(file, 'utf8');
  const next = source.replace(SPECIFIER, (_match, lead, quote, specifier) => `${lead}${quote}${withExtension(file, specifier)}${quote}`);
  if (next !== source) {
    writeFileSync(file, next);
    rewritten += 1;
  }
}

// `import 'ce-course-player/styles.css'` must typecheck in a host with no *.css declaration.
writeFileSync(join(typesDir, 'styles.css.d.ts'), '// The stylesheet is imported for its side effect only.\nexport {};\n');
console.log(`finish-types: ${rewritten} declaration files given .js specifiers`);
