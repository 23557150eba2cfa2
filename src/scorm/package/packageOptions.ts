import type { ScormVersion } from '../shell/cmiWrites';

/** What a dispatch package is made from. */
export interface DispatchPackageOptions {
  version: ScormVersion;
  /** The hosted player page, https (or http on localhost with `allowLocalHttp`). */
  launchUrl: string;
  title: string;
  /** The manifest's identifier: a letter or underscore, then letters, digits, `.`, `-`, `_`. Default: from the title. */
  identifier?: string;
  /** The LMS origins the package may run on; empty: any (the host checks origins itself). */
  allowedOrigins?: readonly string[];
  /** The package's launch credential; default: 32 random bytes. The host's backend must know it. */
  credential?: string;
  /** Accept an http launch URL on localhost or 127.0.0.1: for trying a package on one machine. */
  allowLocalHttp?: boolean;
  /** How long the hosted page has to say it is ready before the learner is told; default 20 s. */
  readyTimeoutMs?: number;
}

export class DispatchPackageError extends Error {
  override name = 'DispatchPackageError';
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9._-]{0,79}$/;
const MAX_TITLE = 200;

function checkLaunchUrl(launchUrl: string, allowLocalHttp: boolean): void {
  let url: URL;
  try {
    url = new URL(launchUrl);
  } catch {
    throw new DispatchPackageError(`--launch must be an absolute https URL; got "${launchUrl}"`);
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol === 'https:' || (allowLocalHttp && local && url.protocol === 'http:')) return;
  throw new DispatchPackageError(`--launch must be an https URL (the LMS page frames it; a learner's course never travels unencrypted); got "${launchUrl}"`);
}

function checkOrigin(origin: string): void {
  let url: URL | null = null;
  try {
    url = new URL(origin);
  } catch {
    // reported below
  }
  if (!url || url.origin !== origin) throw new DispatchPackageError(`--allowed-origin must be an origin such as https://lms.example.edu (scheme, host, port; no path); got "${origin}"`);
}

/** An identifier from the title: its letters and digits, prefixed so it starts as an XML ID must. */
export function identifierFromTitle(title: string): string {
  const words = title.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  return `ce-${words || 'course'}`;
}

/** The options checked, with defaults filled in; a DispatchPackageError says the first thing wrong. */
export function checkPackageOptions(options: DispatchPackageOptions): Required<Omit<DispatchPackageOptions, 'credential' | 'readyTimeoutMs'>> & Pick<DispatchPackageOptions, 'credential' | 'readyTimeoutMs'> {
  if (options.version !== '1.2' && options.version !== '2004') throw new DispatchPackageError(`--version must be 1.2 or 2004; got "${String(options.version)}"`);
  checkLaunchUrl(options.launchUrl, options.allowLocalHttp === true);
  const title = options.title?.trim() ?? '';
  if (title === '' || title.length > MAX_TITLE) throw new DispatchPackageError(`--title must be 1 to ${MAX_TITLE} characters`);
  const identifier = options.identifier ?? identifierFromTitle(title);
  if (!IDENTIFIER.test(identifier)) {
    throw new DispatchPackageError(`--identifier must start with a letter or underscore and hold only letters, digits, ".", "-" and "_" (at most 80); got "${identifier}"`);
  }
  const allowedOrigins = [...(options.allowedOrigins ?? [])];
  allowedOrigins.forEach(checkOrigin);
  return { ...options, title, identifier, allowedOrigins, allowLocalHttp: options.allowLocalHttp === true };
}
