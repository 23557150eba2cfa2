import '../../styles/method.css';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { reportFigureFromBrowser } from '../reliability/figureFromBrowser';
import { inPageEngineLabel } from '../support/engines/inPageEngine';
import { act, mount } from '../support/mount';
import { layoutFindings, type LayoutCheck } from '../support/layoutFindings';
import { storiesOf } from '../support/storyList';

/**
 * Every story at four viewport widths, in each engine with the real stylesheet: what a learner on a
 * phone or a desktop would see broken. Each width mounts every story once, collects what each check
 * finds, then one test per check fails naming the story and the width.
 */
const modules = import.meta.glob<Record<string, unknown>>(['../../stories/**/*.stories.tsx'], { eager: true });

const stories = storiesOf(modules);

// WebKit takes the phone widths only (the stories take about 30 s a width there); Chromium all four.
const widths = inPageEngineLabel === 'WebKit' ? ([320, 390] as const) : ([320, 390, 768, 1280] as const);
const checks: readonly LayoutCheck[] = ['page overflow', 'overlapping controls', 'clipped text', 'collapsed media', 'small tap target'];

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

describe.each(widths)(`every story in ${inPageEngineLabel} at %i px`, (width) => {
  const found = new Map<LayoutCheck, string[]>(checks.map((check) => [check, []]));

  beforeAll(async () => {
    await page.viewport(width, 900);
    for (const [name, Story] of stories) {
      const { container, unmount } = await mount(<Story />);
      await act(nextFrame);
      for (const finding of layoutFindings(container)) found.get(finding.check)?.push(`${name} at ${width}px: ${finding.detail}`);
      await unmount();
    }
  }, 120_000);

  afterAll(async () => {
    await page.viewport(1280, 900);
    const findings = [...found.values()].flat().length;
    await reportFigureFromBrowser(`Layout in ${inPageEngineLabel} at ${width} px: ${stories.length} stories, ${findings} findings (${checks.join(', ')})`);
  });

  it.each(checks)('%s: none', (check) => {
    expect(found.get(check)).toEqual([]);
  });
});

describe('the layout checks themselves', () => {
  it('catch each fault in a page built to have every one', async () => {
    await page.viewport(390, 900);
    const { container, unmount } = await mount(
      <div className="method-player">
        <div style={{ width: 600 }}>too wide</div>
        <button type="button" style={{ display: 'block', width: 60, height: 44 }}>One</button>
        <button type="button" style={{ display: 'block', position: 'relative', top: -20, width: 60, height: 44 }}>Two</button>
        <p style={{ overflow: 'hidden', whiteSpace: 'nowrap', width: 40 }}>A sentence far wider than its box</p>
        {/* Collapsed by style, not by a failed load (a decorative picture that failed shows nothing, rightly). */}
        <img alt="A chart" src="data:," style={{ display: 'block', height: 0 }} />
        <div>
          <button type="button" style={{ width: 16, height: 16, padding: 0 }}>a</button>
          <button type="button" style={{ width: 16, height: 16, padding: 0 }}>b</button>
        </div>
      </div>,
    );
    await act(nextFrame);
    const kinds = new Set(layoutFindings(container).map((finding) => finding.check));
    await unmount();
    await page.viewport(1280, 900);
    expect([...kinds].sort()).toEqual([...checks].sort());
  });
});
