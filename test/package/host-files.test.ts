import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildPages, pageSizes } from '../../bench/build.mjs';
import { reportFigure } from '../reliability/figure';

/**
 * How many JavaScript files a Vite 8 host loads before its first screen: the bench pages built as
 * a host builds them (bench/build.mjs, the built dist/). Rolldown gives a module the page shares with
 * a different set of lazy chunks a file of its own (src/model/fields/outlineReaders.ts says how the
 * kind outlines avoid that). The course page loaded 13 before the views split and 17 after it (the
 * player page 18); 12 and 13 now.
 */
const MOST_FILES_UP_FRONT = 13;
const outDir = mkdtempSync(join(tmpdir(), 'ce-host-files-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

it(`loads at most ${MOST_FILES_UP_FRONT} JavaScript files up front on a page of questions in a Vite 8 host`, async () => {
  await buildPages(outDir);
  const files = Object.fromEntries(['player', 'course'].map((page) => [page, pageSizes(page, outDir).files]));
  reportFigure(`JS files up front in a Vite 8 host (bench pages): player ${files.player}, course ${files.course}, floor ${pageSizes('floor', outDir).files}`);
  expect(Math.max(files.player!, files.course!), JSON.stringify(files)).toBeLessThanOrEqual(MOST_FILES_UP_FRONT);
}, 120_000);
