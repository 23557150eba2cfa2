import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { describeInEngines } from '../support/engines/describeInEngines';
import { root } from './distGraph';

/** Starts the built command as an author runs it; resolves with the page's address once it listens. */
function startPreview(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['dist/cli/bin.js', 'preview', ...args], { cwd: root });
  let out = '';
  let err = '';
  return new Promise((resolveStarted, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = / at (http:\/\/127\.0\.0\.1:\d+\/) /.exec(out)?.[1];
      if (url) resolveStarted({ child, url });
    });
    child.stderr!.on('data', (chunk: Buffer) => void (err += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`preview exited with ${code}: ${err}`)));
  });
}

/** `npm test` builds first: the page plays dist/preview/page.js, the built player inside it. */
describeInEngines(['chromium'], 'ce-course-player preview, built', (engine) => {
  let url = '';
  beforeAll(async () => {
    expect(existsSync(resolve(root, 'dist/preview/page.js')), 'dist/preview/page.js is missing: run `npm run build`').toBe(true);
    const started = await startPreview(['src/dev/sample-course.json', '--keys', 'src/dev/sample-course.keys.json', '--port', '0', '--open', 'ph-pre']);
    url = started.url;
    return () => void started.child.kill();
  }, 30_000);

  it('opens the pre-test with --open; answered and submitted, it shows the score and a rationale the keys hold', async () => {
    const page = await engine.browser().newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Only the preview answers: the course's CDN media are example domains.
    await page.route((target) => !target.href.startsWith(url), (route) => route.abort());
    await page.goto(url);
    await page.getByRole('radio', { name: 'An SGLT2 inhibitor such as dapagliflozin' }).click();
    await page.getByRole('radio', { name: 'Below 140/90 mm Hg' }).click();
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await page.getByText('Your starting score: 50%', { exact: true }).waitFor();
    await page.getByText('SGLT2 inhibitors slow eGFR decline', { exact: false }).first().waitFor();
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);
});
