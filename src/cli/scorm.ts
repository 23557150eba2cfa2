import { parseArgs } from 'node:util';
import { createDispatchPackage } from '../scorm/package/createDispatchPackage';
import { DispatchPackageError } from '../scorm/package/packageOptions';

/** What the command reads and writes, so that tests can run it without a process or a disk. */
export interface ScormIo {
  readShellScript(): Promise<string>;
  writeFile(path: string, data: Uint8Array): Promise<void>;
  out(text: string): void;
  err(text: string): void;
}

export const SCORM_USAGE = `Usage: ce-course-player scorm --version 1.2|2004 --launch https://… --title "…" --out course.zip
                             [--identifier ID] [--allowed-origin https://lms.example.edu]… [--allow-local-http]

Writes a SCORM dispatch package: a launch page that runs in the LMS, frames your hosted player
page (--launch) and records in the LMS what your service judged. Answer keys and scoring stay on
your server. --allowed-origin (repeatable) limits the LMS origins the package runs on.
--allow-local-http accepts an http launch URL on localhost, for trying a package on one machine.
The package's launch credential is printed: register it with your backend (docs/scorm.md).
Exit codes: 0 written, 2 bad options (nothing written).`;

const OPTIONS = {
  version: { type: 'string' },
  launch: { type: 'string' },
  title: { type: 'string' },
  out: { type: 'string' },
  identifier: { type: 'string' },
  'allowed-origin': { type: 'string', multiple: true },
  'allow-local-http': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** `ce-course-player scorm …`: 0 when the zip is written, 2 on bad options (one line on stderr, no zip). */
export async function runScorm(argv: readonly string[], io: ScormIo): Promise<0 | 2> {
  let values;
  try {
    ({ values } = parseArgs({ args: argv.slice(1), options: OPTIONS, allowPositionals: false, strict: true }));
  } catch (error) {
    io.err(`ce-course-player scorm: ${(error as Error).message}`);
    return 2;
  }
  if (values.help) {
    io.out(SCORM_USAGE);
    return 0;
  }
  const missing = (['version', 'launch', 'title', 'out'] as const).filter((name) => values[name] === undefined);
  if (missing.length > 0) {
    io.err(`ce-course-player scorm: missing ${missing.map((name) => `--${name}`).join(', ')} (see --help)`);
    return 2;
  }
  try {
    const made = createDispatchPackage(
      {
        version: values.version as '1.2' | '2004',
        launchUrl: values.launch!,
        title: values.title!,
        identifier: values.identifier,
        allowedOrigins: values['allowed-origin'],
        allowLocalHttp: values['allow-local-http'],
      },
      await io.readShellScript(),
    );
    await io.writeFile(values.out!, made.zip);
    io.out(`Wrote ${values.out} (SCORM ${values.version}, ${made.zip.length} bytes, identifier ${made.identifier})`);
    io.out(`Launch credential (register it with your backend): ${made.credential}`);
    return 0;
  } catch (error) {
    if (!(error instanceof DispatchPackageError)) throw error;
    io.err(`ce-course-player scorm: ${error.message}`);
    return 2;
  }
}
