// Types for scripts/chromium.mjs, which stays plain JavaScript so the pretest step runs under plain Node.
export type ChromiumChoice =
  | { found: true; path: string; source: 'CHROMIUM_PATH' | 'system' | 'playwright' }
  | { found: false; canDownload: boolean; message: string };

export function systemCandidates(platform: string, env: Record<string, string | undefined>): string[];
export function chooseChromium(input: {
  env: Record<string, string | undefined>;
  platform: string;
  exists: (file: string) => boolean;
  managedPath: string | undefined;
}): ChromiumChoice;
export function findChromium(): ChromiumChoice;
