// Types for scripts/firefox.mjs, which stays plain JavaScript so the pretest step runs under plain Node.
export type FirefoxChoice = { found: true; path: string; source: 'FIREFOX_PATH' | 'system' } | { found: false; message: string };

export function systemCandidates(platform: string, env: Record<string, string | undefined>): string[];
export function chooseFirefox(input: { env: Record<string, string | undefined>; platform: string; exists: (file: string) => boolean }): FirefoxChoice;
export function findFirefox(): FirefoxChoice;
