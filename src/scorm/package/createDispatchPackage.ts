/// <reference types="node" />
import { randomBytes } from 'node:crypto';
import type { ShellConfig } from '../shell/shellConfig';
import { launchPageHtml } from './launchPage';
import { manifestXml } from './manifest';
import { checkPackageOptions, type DispatchPackageOptions } from './packageOptions';
import { writeZip } from './zip';

export interface DispatchPackage {
  /** The zip's bytes. */
  zip: Uint8Array;
  identifier: string;
  /** The launch credential in the package: register it with the host's backend. */
  credential: string;
  manifest: string;
  /** The launch page and the shell, as they are in the zip. */
  files: Record<string, string>;
}

const LAUNCH_PAGE = 'index.html';
const SHELL = 'shell.js';

/**
 * A SCORM dispatch package: imsmanifest.xml, the launch page and the shell (`shellScript`, the
 * bundled dist/scorm/shell.js). Throws a DispatchPackageError for options a package cannot have.
 */
export function createDispatchPackage(options: DispatchPackageOptions, shellScript: string, when = new Date()): DispatchPackage {
  const checked = checkPackageOptions(options);
  const credential = checked.credential ?? randomBytes(32).toString('base64url');
  const config: ShellConfig & { allowedOrigins: readonly string[] } = {
    version: checked.version,
    launchUrl: checked.launchUrl,
    credential,
    title: checked.title,
    allowedOrigins: checked.allowedOrigins,
    ...(checked.readyTimeoutMs ? { readyTimeoutMs: checked.readyTimeoutMs } : {}),
  };
  const files = { [LAUNCH_PAGE]: launchPageHtml(config, SHELL), [SHELL]: shellScript };
  const manifest = manifestXml({ version: checked.version, identifier: checked.identifier, title: checked.title, files: [LAUNCH_PAGE, SHELL] });
  const encode = (text: string) => new TextEncoder().encode(text);
  const zip = writeZip(
    [{ name: 'imsmanifest.xml', data: encode(manifest) }, ...Object.entries(files).map(([name, text]) => ({ name, data: encode(text) }))],
    when,
  );
  return { zip, identifier: checked.identifier, credential, manifest, files };
}
