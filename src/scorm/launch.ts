import { LAUNCH_PARAMS } from './protocol';

/** What the shell passed the hosted page on its URL. Everything but the origin check is the LMS's word. */
export interface ScormLaunch {
  /** The origin of the LMS page that framed this one, as the shell says: check it (createScormBridge does). */
  lmsOrigin: string;
  version: '1.2' | '2004';
  /**
   * The learner id the LMS asserted. Unsigned: anyone who can open the hosted page's URL can put
   * any id here. Tie progress to it only through the launch credential and your own records.
   */
  learnerId: string;
  learnerName: string;
  entry: 'ab-initio' | 'resume' | '';
  /** The pointer the shell kept in suspend_data from the last session ("" on a first launch). */
  resume: string;
  location: string;
  /** The package's launch credential: the host's backend exchanges it for a short-lived token. */
  credential: string;
}

/** The launch on `url` (the hosted page's `location.href`), or null when it is not one the shell made. */
export function readScormLaunch(url: string | URL): ScormLaunch | null {
  const query = new URL(url).searchParams;
  const get = (name: string) => query.get(name) ?? '';
  const version = get(LAUNCH_PARAMS.version);
  const entry = get(LAUNCH_PARAMS.entry);
  let lmsOrigin = '';
  try {
    lmsOrigin = new URL(get(LAUNCH_PARAMS.lmsOrigin)).origin;
  } catch {
    return null;
  }
  if (version !== '1.2' && version !== '2004') return null;
  if (lmsOrigin !== get(LAUNCH_PARAMS.lmsOrigin) || get(LAUNCH_PARAMS.credential) === '') return null;
  return {
    lmsOrigin,
    version,
    learnerId: get(LAUNCH_PARAMS.learnerId),
    learnerName: get(LAUNCH_PARAMS.learnerName),
    entry: entry === 'ab-initio' || entry === 'resume' ? entry : '',
    resume: get(LAUNCH_PARAMS.resume),
    location: get(LAUNCH_PARAMS.location),
    credential: get(LAUNCH_PARAMS.credential),
  };
}
