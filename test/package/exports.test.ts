import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
type Target = { types: string; default: string };
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  exports: Record<string, string | Target>;
  sideEffects: string[];
  license: string;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  repository?: { type: string; url: string };
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** `npm test` builds first, so dist/ is what a consumer would install. */
describe('package exports', () => {
  const entries = Object.entries(pkg.exports).filter(([name, target]) => typeof target !== 'string' && name !== './styles.css');

  it.each(entries)('%s resolves to built JavaScript and types', async (_name, target) => {
    const { types, default: js } = target as Target;
    expect(existsSync(resolve(root, types))).toBe(true);
    const module = (await import(resolve(root, js))) as Record<string, unknown>;
    expect(Object.keys(module).length).toBeGreaterThan(0);
  }, 30_000);

  it('exposes the documented API from each entry', async () => {
    const main = await import(resolve(root, 'dist/index.js'));
    const contract = await import(resolve(root, 'dist/contract.js'));
    const client = await import(resolve(root, 'dist/client.js'));
    const webhooks = await import(resolve(root, 'dist/webhooks.js'));
    expect(typeof main.CoursePlayer).toBe('function');
    expect(typeof main.CourseCard).toBe('function');
    expect(typeof main.defaultRegistry.get).toBe('function');
    expect(typeof contract.normalizeCourse).toBe('function');
    expect(typeof contract.normalizeCatalog).toBe('function');
    expect(typeof contract.buildSubmission).toBe('function');
    expect(typeof client.createClient).toBe('function');
    expect(typeof webhooks.verifyWebhook).toBe('function');
    expect(typeof main.MethodStrings).toBe('function');
    const en = (await import(resolve(root, 'dist/locales/en.js'))).default;
    const es = (await import(resolve(root, 'dist/locales/es.js'))).default;
    expect(en.player.continueLabel).toBe('Continue');
    expect(es.player.continueLabel).toBe('Continuar');
    expect(es.course.totalCreditHours(2)).toMatch(/^Total: 2 horas de crédito$/);
  }, 30_000);

  it('ships one module per source file, each React module starting with "use client"', () => {
    const js = filesUnder(resolve(root, 'dist')).filter((file) => file.endsWith('.js'));
    const startsClient = (file: string) => readFileSync(file, 'utf8').startsWith('"use client";');
    expect(existsSync(resolve(root, 'dist/catalog/CourseCard.js'))).toBe(true);
    expect(startsClient(resolve(root, 'dist/index.js'))).toBe(true);
    expect(startsClient(resolve(root, 'dist/i18n/MethodStrings.js'))).toBe(true);
    const components = js.filter((file) => /dist\/(react|renderers|controls|catalog|course|registry)\//.test(file) && /^([A-Z]|use[A-Z])/.test(basename(file)));
    expect(components.length).toBeGreaterThan(50);
    expect(components.filter((file) => !startsClient(file)).map((file) => relative(root, file))).toEqual([]);
    // Server-safe modules carry no directive: a Server Component may call them.
    for (const file of ['dist/contract.js', 'dist/client.js', 'dist/webhooks.js', 'dist/model/normalizeCourse.js', 'dist/course/expiry.js', 'dist/locales/es.js']) {
      expect(startsClient(resolve(root, file)), file).toBe(false);
    }
  });

  it('resolves the stylesheet (with types) and marks only CSS as having side effects', () => {
    const styles = pkg.exports['./styles.css'] as Target;
    expect(existsSync(resolve(root, styles.default))).toBe(true);
    expect(existsSync(resolve(root, styles.types))).toBe(true);
    expect(pkg.sideEffects).toEqual(['**/*.css']);
  });

  it('lets backends install without React and ships the licence the manifest names', () => {
    expect(pkg.peerDependenciesMeta?.react?.optional).toBe(true);
    expect(pkg.peerDependenciesMeta?.['react-dom']?.optional).toBe(true);
    expect(pkg.license).toBe('MIT');
    const licence = readFileSync(resolve(root, 'LICENSE'), 'utf8');
    expect(licence).toMatch(/^MIT License/);
    expect(licence).toContain('ce-course-player contributors');
    expect(pkg.repository?.url).toMatch(/^git\+https:\/\/github\.com\/.+\.git$/);
  });

  it('ships source maps beside the code without counting them as code', () => {
    const files = filesUnder(resolve(root, 'dist'));
    const code = files.filter((file) => file.endsWith('.js'));
    const maps = files.filter((file) => file.endsWith('.js.map'));
    expect(maps.length).toBeGreaterThan(code.length / 2);
    expect(maps.filter((map) => !existsSync(map.replace(/\.map$/, '')))).toEqual([]);
    const bytes = (list: string[]) => list.reduce((sum, file) => sum + statSync(file).size, 0);
    console.info(`dist code: ${(bytes(code) / 1024).toFixed(0)} KiB in ${code.length} modules (+ ${(bytes(maps) / 1024).toFixed(0)} KiB of source maps, not counted)`);
  });
});
