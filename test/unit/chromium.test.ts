import { describe, expect, it } from 'vitest';
import { chooseChromium, systemCandidates } from '../../scripts/chromium.mjs';

const MANAGED = '/home/dev/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';
const choose = (files: string[], env: Record<string, string | undefined> = {}, platform = 'linux', managed: string | null = MANAGED) =>
  chooseChromium({ env, platform, exists: (file) => files.includes(file), managedPath: managed ?? undefined });

describe('which Chromium the browser tests launch', () => {
  it("takes Debian's /usr/bin/chromium when it is there, before any other browser", () => {
    expect(choose(['/usr/bin/google-chrome', '/usr/bin/chromium', MANAGED])).toEqual({ found: true, path: '/usr/bin/chromium', source: 'system' });
  });

  it('lets CHROMIUM_PATH win over every other browser', () => {
    expect(choose(['/usr/bin/chromium', '/opt/chrome/chrome'], { CHROMIUM_PATH: '/opt/chrome/chrome' })).toEqual({ found: true, path: '/opt/chrome/chrome', source: 'CHROMIUM_PATH' });
  });

  it('names a CHROMIUM_PATH that does not exist instead of quietly using another browser', () => {
    const choice = choose(['/usr/bin/chromium', MANAGED], { CHROMIUM_PATH: '/nonexistent' });
    expect(choice).toEqual({ found: false, canDownload: false, message: expect.stringContaining('CHROMIUM_PATH is /nonexistent, which is not an executable file') });
  });

  it.each([
    ['/usr/bin/chromium-browser', {}],
    ['/usr/bin/google-chrome', {}],
    ['/home/dev/bin/google-chrome-stable', { PATH: '/usr/local/bin:/home/dev/bin' }],
  ])('finds a Linux system browser at %s', (file, env) => {
    expect(choose([file, MANAGED], env)).toEqual({ found: true, path: file, source: 'system' });
  });

  it('finds Google Chrome in /Applications on macOS', () => {
    const chrome = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    expect(choose([chrome], { HOME: '/Users/dev' }, 'darwin')).toEqual({ found: true, path: chrome, source: 'system' });
  });

  it('finds Chrome under Program Files on Windows', () => {
    const chrome = 'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe';
    expect(choose([chrome], { PROGRAMFILES: 'C:\\Program Files' }, 'win32')).toEqual({ found: true, path: chrome, source: 'system' });
  });

  it('falls back to the browser Playwright manages when no system browser exists', () => {
    expect(choose([MANAGED], { PATH: '/usr/local/bin:/usr/bin' })).toEqual({ found: true, path: MANAGED, source: 'playwright' });
  });

  it('offers a download when Playwright could manage a browser that is not installed yet', () => {
    expect(choose([], { PATH: '/usr/bin' })).toMatchObject({ found: false, canDownload: true });
    expect(choose([], { PATH: '/usr/bin' }, 'linux', null)).toMatchObject({ found: false, canDownload: false });
  });

  it.each([
    ['linux', 'sudo apt-get install chromium'],
    ['darwin', 'install Google Chrome (https://www.google.com/chrome/) or Chromium (brew install --cask chromium)'],
    ['win32', 'install Google Chrome (https://www.google.com/chrome/)'],
  ])('with no browser at all on %s, says in one line what to install', (platform, advice) => {
    const choice = choose([], {}, platform);
    if (choice.found) throw new Error('expected no browser');
    expect(choice.message).toContain(advice);
    expect(choice.message).toContain('npx playwright install chromium');
    expect(choice.message).toContain('CHROMIUM_PATH');
    expect(choice.message).not.toContain('\n');
  });

  it('looks on PATH for every usual executable name, without duplicates', () => {
    const candidates = systemCandidates('linux', { PATH: '/usr/bin:/opt/bin' });
    expect(candidates[0]).toBe('/usr/bin/chromium');
    expect(candidates).toContain('/opt/bin/chromium-browser');
    expect(new Set(candidates).size).toBe(candidates.length);
  });
});
