import type { XapiAgent } from './types';

/** The five query parameters a cmi5 LMS launches an AU with (cmi5 8.1). */
export interface Cmi5LaunchParameters {
  /** The LRS base endpoint, ending in `/`. */
  endpoint: string;
  fetch: string;
  actor: XapiAgent;
  registration: string;
  activityId: string;
}

const NAMES = ['endpoint', 'fetch', 'actor', 'registration', 'activityId'] as const;

/** Reads the launch parameters from the AU's URL, in any order; throws naming what is missing or unreadable. */
export function readLaunchParameters(launchUrl: string | URL): Cmi5LaunchParameters {
  const query = new URL(String(launchUrl)).searchParams;
  const missing = NAMES.filter((name) => !query.get(name));
  if (missing.length > 0) throw new Error(`cmi5 launch: missing ${missing.join(', ')}`);
  let actor: XapiAgent;
  try {
    actor = JSON.parse(query.get('actor')!) as XapiAgent;
  } catch {
    throw new Error('cmi5 launch: actor is not JSON');
  }
  const endpoint = query.get('endpoint')!;
  return {
    endpoint: endpoint.endsWith('/') ? endpoint : `${endpoint}/`,
    fetch: query.get('fetch')!,
    actor,
    registration: query.get('registration')!,
    activityId: query.get('activityId')!,
  };
}
