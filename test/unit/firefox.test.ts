import { describe, expect, it } from 'vitest';
import { chooseFirefox } from '../../scripts/firefox.mjs';

const choose = (files: string[], env: Record<string, string | undefined> = {}, platform = 'linux') => chooseFirefox({ env, platform, exists: (file) => files.includes(file) });

describe('which Firefox the Firefox browser tests launch', () => {
  it("takes Debian's /usr/bin/firefox-esr when it is there, before a rapid-release Firefox", () => {
    expect(choose(['/usr/bin/firefox', '/usr/bin/firefox-esr'])).toEqual({ found: true, path: '/usr/bin/firefox-esr', source: 'system' });
  });

  it('lets FIREFOX_PATH win over every other Firefox', () => {
    expect(choose(['/usr/bin/firefox-esr', '/opt/firefox/firefox'], { FIREFOX_PATH: '/opt/firefox/firefox' })).toEqual({ found: true, path: '/opt/firefox/firefox', source: 'FIREFOX_PATH' });
  });

  it('names a FIREFOX_PATH that does not exist instead of quietly using another Firefox', () => {
    expect(choose(['/usr/bin/firefox-esr'], { FIREFOX_PATH: '/nonexistent' })).toEqual({ found: false, message: expect.stringContaining('FIREFOX_PATH is /nonexistent, which is not an executable file') });
  });

  it('finds a Firefox on PATH, on macOS in /Applications and on Windows under Program Files', () => {
    expect(choose(['/home/dev/bin/firefox'], { PATH: '/usr/local/bin:/home/dev/bin' })).toEqual({ found: true, path: '/home/dev/bin/firefox', source: 'system' });
    const mac = '/Applications/Firefox.app/Contents/MacOS/firefox';
    expect(choose([mac], { HOME: '/Users/dev' }, 'darwin')).toEqual({ found: true, path: mac, source: 'system' });
    const windows = 'C:\\Program Files\\Mozilla Firefox\\firefox.exe';
    expect(choose([windows], { PROGRAMFILES: 'C:\\Program Files' }, 'win32')).toEqual({ found: true, path: windows, source: 'system' });
  });

  it.each([
    ['linux', 'sudo apt-get install firefox-esr'],
    ['darwin', 'install Firefox (https://www.mozilla.org/firefox/)'],
    ['win32', 'install Firefox (https://www.mozilla.org/firefox/)'],
  ])('with no Firefox at all on %s, says in one line what to install, and offers no download', (platform, advice) => {
    const choice = choose([], {}, platform);
    if (choice.found) throw new Error('expected no Firefox');
    expect(choice.message).toContain(advice);
    expect(choice.message).toContain('FIREFOX_PATH');
    expect(choice.message).not.toContain('\n');
    expect(choice.message).not.toContain('playwright install');
  });
});
