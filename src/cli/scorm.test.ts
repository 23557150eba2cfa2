import { describe, expect, it } from 'vitest';
import { readZip } from '../../test/scorm/readZip';
import { runScorm, SCORM_USAGE } from './scorm';

/** Runs the command over an in-memory disk: { exit code, stdout, stderr, files written }. */
async function scorm(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const written: Record<string, Uint8Array> = {};
  const code = await runScorm(['scorm', ...args], {
    readShellScript: async () => '/* the shell */',
    writeFile: async (path, data) => void (written[path] = data),
    out: (text) => out.push(text),
    err: (text) => err.push(text),
  });
  return { code, out: out.join('\n'), err: err.join('\n'), written };
}

const good = ['--launch', 'https://courses.example.org/play?course=42', '--title', 'Beyond Metformin', '--out', 'course.zip'];

describe('ce-course-player scorm', () => {
  it.each(['1.2', '2004'])('writes a SCORM %s zip with the manifest, launch page and shell, and prints its credential', async (version) => {
    const { code, out, err, written } = await scorm(['--version', version, ...good, '--identifier', 'ce-metformin']);
    expect(err).toBe('');
    expect(code).toBe(0);
    const files = readZip(written['course.zip']!);
    expect(Object.keys(files)).toEqual(['imsmanifest.xml', 'index.html', 'shell.js']);
    expect(files['imsmanifest.xml']!.toString()).toContain('identifier="ce-metformin"');
    expect(files['shell.js']!.toString()).toBe('/* the shell */');
    const credential = /Launch credential \(register it with your backend\): (\S+)/.exec(out)?.[1];
    expect(credential).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const config = JSON.parse(/<script id="ce-scorm-config" type="application\/json">(.*)<\/script>/.exec(files['index.html']!.toString())![1]!);
    expect(config).toEqual({ version, launchUrl: 'https://courses.example.org/play?course=42', credential, title: 'Beyond Metformin', allowedOrigins: [] });
  });

  it('takes repeated --allowed-origin into the package, and makes an identifier from the title', async () => {
    const { code, written, out } = await scorm(['--version', '2004', ...good, '--allowed-origin', 'https://lms.example.edu', '--allowed-origin', 'https://moodle.example.edu:8443']);
    expect(code).toBe(0);
    expect(out).toContain('identifier ce-Beyond-Metformin');
    expect(readZip(written['course.zip']!)['index.html']!.toString()).toContain('"allowedOrigins":["https://lms.example.edu","https://moodle.example.edu:8443"]');
  });

  it.each([
    [['--version', '3', ...good], '--version must be 1.2 or 2004; got "3"'],
    [['--version', '1.2', '--launch', 'http://courses.example.org/play', '--title', 'T', '--out', 'c.zip'], '--launch must be an https URL'],
    [['--version', '1.2', '--launch', 'http://localhost:8080/play', '--title', 'T', '--out', 'c.zip'], '--launch must be an https URL'],
    [['--version', '1.2', '--launch', 'courses/play', '--title', 'T', '--out', 'c.zip'], '--launch must be an absolute https URL'],
    [['--version', '1.2', ...good, '--identifier', '1course'], '--identifier must start with a letter or underscore'],
    [['--version', '1.2', ...good, '--identifier', 'my course'], '--identifier must start with a letter or underscore'],
    [['--version', '1.2', ...good, '--identifier', 'cours<e>'], '--identifier must start with a letter or underscore'],
    [['--version', '1.2', ...good, '--allowed-origin', 'https://lms.example.edu/path'], '--allowed-origin must be an origin'],
    [['--version', '1.2', '--launch', 'https://x.example/', '--title', '   ', '--out', 'c.zip'], '--title must be 1 to 200 characters'],
    [['--version', '1.2', '--launch', 'https://x.example/'], 'missing --title, --out'],
    [['--version', '1.2', ...good, '--colour'], "Unknown option '--colour'"],
  ])('refuses %j with one clear line and no zip', async (args, message) => {
    const { code, err, out, written } = await scorm(args);
    expect(code).toBe(2);
    expect(err.split('\n')).toHaveLength(1);
    expect(err).toContain(message);
    expect(out).toBe('');
    expect(written).toEqual({});
  });

  it('accepts an http launch on localhost only with --allow-local-http', async () => {
    const { code } = await scorm(['--version', '1.2', '--launch', 'http://localhost:8080/play', '--title', 'T', '--out', 'c.zip', '--allow-local-http']);
    expect(code).toBe(0);
    expect((await scorm(['--version', '1.2', '--launch', 'http://example.org/play', '--title', 'T', '--out', 'c.zip', '--allow-local-http'])).code).toBe(2);
  });

  it('prints its usage for --help', async () => {
    expect(await scorm(['--help'])).toMatchObject({ code: 0, out: SCORM_USAGE, err: '' });
  });
});
