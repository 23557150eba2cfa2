import { readdirSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');

/** The source of every entry package.json exports (and the dev service's two). */
const ENTRIES = [
  'src/index.ts',
  ...readdirSync(resolve(root, 'src/entries')).filter((name) => name.endsWith('.ts')).map((name) => `src/entries/${name}`),
  'src/client/index.ts',
  'src/webhooks/index.ts',
  'src/xapi/index.ts',
  'src/locales/en.ts',
  'src/locales/es.ts',
  'src/dev/devService.ts',
  'src/dev/vitePlugin.ts',
];

/**
 * Every name a host can import has a doc comment: it is what an editor shows on hover and what the
 * generated reference (`npm run docs:api`) prints. An alias is judged by what it names.
 */
describe('doc comments on the public API', () => {
  it('documents every exported name of every entry', () => {
    const config = ts.getParsedCommandLineOfConfigFile(resolve(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
    const program = ts.createProgram(ENTRIES.map((entry) => resolve(root, entry)), config!.options);
    const checker = program.getTypeChecker();
    const undocumented: string[] = [];
    let exported = 0;
    for (const entry of ENTRIES) {
      const module = checker.getSymbolAtLocation(program.getSourceFile(resolve(root, entry))!)!;
      for (const symbol of checker.getExportsOfModule(module)) {
        exported += 1;
        const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
        if (ts.displayPartsToString(target.getDocumentationComment(checker)).trim()) continue;
        const declaration = target.declarations?.[0];
        undocumented.push(`${entry}: ${symbol.name}${declaration ? ` (${relative(root, declaration.getSourceFile().fileName)})` : ''}`);
      }
    }
    expect(exported).toBeGreaterThan(500);
    expect(undocumented).toEqual([]);
  }, 60_000);
});
