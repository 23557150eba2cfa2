import { MAX_POINTER } from '../protocol';

// suspend_data keeps only the shell's pointer (the provider's backend holds the progress): a
// prefix naming the format, then the host's resume pointer. 1.2 allows 4,096 characters; this
// stays under 300.

const PREFIX = 'ce1:';

export function writeSuspendPointer(resume: string): string {
  return `${PREFIX}${resume.slice(0, MAX_POINTER)}`;
}

/** The pointer in suspend_data, or "" when it holds none of ours (first attempt, another SCO's format). */
export function readSuspendPointer(suspendData: string): string {
  return suspendData.startsWith(PREFIX) ? suspendData.slice(PREFIX.length, PREFIX.length + MAX_POINTER) : '';
}

export const SUSPEND_DATA = { '1.2': 'cmi.suspend_data', '2004': 'cmi.suspend_data' } as const;
