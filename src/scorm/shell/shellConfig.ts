import type { ScormVersion } from './cmiWrites';
import { LAUNCH_PARAMS, MAX_POINTER } from '../protocol';

/** What the packager writes into the launch page for the shell. */
export interface ShellConfig {
  version: ScormVersion;
  /** The hosted player page, https. */
  launchUrl: string;
  /** The per-package credential the host's backend knows this package by. */
  credential: string;
  title: string;
  /** How long the hosted page has to say "ready" before the learner is told, in ms. */
  readyTimeoutMs?: number;
  /** The LMS origins this package may run on; empty or absent: any. */
  allowedOrigins?: readonly string[];
}

/** The config the launch page carries, checked: null when it is not one the packager writes. */
export function readShellConfig(value: unknown): ShellConfig | null {
  if (typeof value !== 'object' || value === null) return null;
  const { version, launchUrl, credential, title, readyTimeoutMs, allowedOrigins } = value as Record<string, unknown>;
  if (version !== '1.2' && version !== '2004') return null;
  if (typeof launchUrl !== 'string' || typeof credential !== 'string' || typeof title !== 'string') return null;
  let url: URL;
  try {
    url = new URL(launchUrl);
  } catch {
    return null;
  }
  // http only for a page on this machine (the tests): a learner's launch always goes over TLS.
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) return null;
  const timeout = typeof readyTimeoutMs === 'number' && readyTimeoutMs > 0 ? readyTimeoutMs : undefined;
  const origins = Array.isArray(allowedOrigins) ? allowedOrigins.filter((origin): origin is string => typeof origin === 'string') : [];
  return { version, launchUrl, credential, title, readyTimeoutMs: timeout, allowedOrigins: origins };
}

/** What the shell learned from the LMS, passed on to the hosted page. */
export interface LmsLaunch {
  lmsOrigin: string;
  version: ScormVersion;
  learnerId: string;
  learnerName: string;
  /** ab-initio for a first attempt, resume when the LMS kept a suspended one. */
  entry: 'ab-initio' | 'resume' | '';
  resume: string;
  location: string;
}

/** The hosted page's URL with the launch in its query, the config's own query kept. */
export function hostedPageUrl(config: ShellConfig, launch: LmsLaunch): string {
  const url = new URL(config.launchUrl);
  const set = (name: string, value: string) => url.searchParams.set(name, value);
  set(LAUNCH_PARAMS.lmsOrigin, launch.lmsOrigin);
  set(LAUNCH_PARAMS.version, launch.version);
  set(LAUNCH_PARAMS.learnerId, launch.learnerId);
  set(LAUNCH_PARAMS.learnerName, launch.learnerName);
  set(LAUNCH_PARAMS.entry, launch.entry);
  set(LAUNCH_PARAMS.resume, launch.resume.slice(0, MAX_POINTER));
  set(LAUNCH_PARAMS.location, launch.location.slice(0, MAX_POINTER));
  set(LAUNCH_PARAMS.credential, config.credential);
  return url.href;
}

/** `entry` as the LMS gave it, narrowed (1.2 and 2004 share the vocabulary). */
export function readEntry(value: string): LmsLaunch['entry'] {
  return value === 'ab-initio' || value === 'resume' ? value : '';
}
