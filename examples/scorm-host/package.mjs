// `npm run package`: the two dispatch packages an LMS imports, made with the installed CLI
// (`ce-course-player scorm`), and each one's launch credential saved for server.mjs, which stands
// in for your backend's record of "this package, for this customer".
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { HOSTED_ORIGIN, LMS_ORIGIN } from './origins.mjs';

const here = import.meta.dirname;
const out = join(here, 'dist-packages');
const { name: title } = JSON.parse(readFileSync(join(here, 'course.json'), 'utf8'));

// The CLI as `npx ce-course-player` runs it, started with this Node (no shell, so it runs the same on Windows).
const require = createRequire(import.meta.url);
const cliPackage = require.resolve('ce-course-player/package.json');
const cli = join(dirname(cliPackage), JSON.parse(readFileSync(cliPackage, 'utf8')).bin['ce-course-player']);

mkdirSync(out, { recursive: true });
const packages = {};
for (const version of ['1.2', '2004']) {
  const file = `course-${version}.zip`;
  const args = ['scorm', '--version', version, '--launch', `${HOSTED_ORIGIN}/`, '--title', title, '--out', join(out, file), '--identifier', 'ce-beyond-metformin', '--allow-local-http', '--allowed-origin', LMS_ORIGIN];
  const printed = execFileSync(process.execPath, [cli, ...args], { encoding: 'utf8' });
  process.stdout.write(printed);
  const credential = /^Launch credential[^:]*: (\S+)$/m.exec(printed)?.[1];
  if (!credential) throw new Error(`no launch credential in the CLI's output:\n${printed}`);
  packages[version] = { file, credential };
}
// A secret in production (anyone holding it can start sessions for that package): keep it out of git.
writeFileSync(join(out, 'credentials.json'), `${JSON.stringify({ lmsOrigin: LMS_ORIGIN, hostedOrigin: HOSTED_ORIGIN, packages }, null, 2)}\n`);
console.log(`Saved both launch credentials in dist-packages/credentials.json (for ${LMS_ORIGIN} launching ${HOSTED_ORIGIN}/).`);
