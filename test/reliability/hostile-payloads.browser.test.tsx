import '../../styles/method.css';
import fc from 'fast-check';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { userEvent } from 'vitest/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CoursePlayer } from '../../src';
import { hostilePayloads, mediaStates, methodCourse, seriesModule } from '../fixtures';
import { mutate, mutationArb } from './mutate';
import { reportFigureFromBrowser } from './figureFromBrowser';

/**
 * Suite 3: seeded mutations of the fixtures mounted in Chromium beside a host button. Each mount
 * must raise no uncaught error or rejection, show something (text and height, a notice where the
 * content could not be shown) and leave the host's button clickable by a real pointer.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SEED = 20261123;
const RUNS = Number(import.meta.env.VITE_RELIAB_RUNS ?? 1000);
/** Hostile payloads that are plain JSON get mutated too; proxies, getters and 10,000-deep arrays are mounted as they are. */
function cloneable(payload: unknown): boolean {
  try {
    structuredClone(payload);
    return true;
  } catch {
    return false;
  }
}
const bases: unknown[] = [methodCourse, seriesModule, mediaStates, ...hostilePayloads.map((h) => h.payload).filter(cloneable)];
const TEN_MB = 10 * 1024 * 1024;

const uncaught: string[] = [];
const onError = (event: ErrorEvent) => uncaught.push(`error: ${event.message}`);
const onRejection = (event: PromiseRejectionEvent) => uncaught.push(`unhandledrejection: ${String(event.reason)}`);

/**
 * 10 MB payloads a learner could really be sent: a bloated unknown field, a 10 MB html block on a
 * later screen (normalized up front, sanitized when shown) and 10 MB spread over 20,000 blocks.
 */
function tenMegabytePayloads(): Array<[string, unknown]> {
  const course = () => structuredClone(methodCourse) as unknown as { phases: Array<{ components: unknown[]; screen_count?: number }> } & Record<string, unknown>;
  const unknownField = { ...course(), vendor_blob: 'x'.repeat(TEN_MB) };
  const laterHtml = course();
  laterHtml.phases[1]!.components.push({ id: 'huge-html', type: 'html', reveal_after: null, screen_index: 0, screen_role: 'primary', content: `<p>${'ten megabytes of prose '.repeat(TEN_MB / 23)}</p>` });
  const manyBlocks = course();
  manyBlocks.phases[1]!.components = Array.from({ length: 20_000 }, (_, i) => ({ id: `b${i}`, type: 'html', reveal_after: null, screen_index: i % 50, screen_role: 'primary', content: `<p>${'x'.repeat(500)}</p>` }));
  return [['10 MB unknown field', unknownField], ['10 MB html block on a later phase', laterHtml], ['10 MB over 20,000 blocks of a later phase', manyBlocks]];
}

/** Mounts one payload with a host button, checks it, unmounts; returns the violation or null. */
async function check(label: string, payload: unknown, hostClicks: { count: number }): Promise<string | null> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const before = uncaught.length;
  try {
    await act(async () => {
      root.render(
        <>
          <button type="button" onClick={() => hostClicks.count++}>Host action</button>
          <CoursePlayer payload={payload} userId="u" onSubmit={async () => ({})} />
        </>,
      );
    });
    const player = host.querySelector<HTMLElement>('.method-player');
    if (!player) return `${label}: no player root`;
    const text = (player.textContent ?? '').trim();
    if (text.length === 0 || player.getBoundingClientRect().height === 0) return `${label}: blank player`;
    const clicks = hostClicks.count;
    // A real pointer click (CDP), so an overlay or a hung page would make it miss.
    await act(async () => userEvent.click(host.querySelector('button')!));
    if (hostClicks.count !== clicks + 1) return `${label}: host button did not respond`;
    if (uncaught.length > before) return `${label}: ${uncaught.slice(before).join('; ')}`;
    return null;
  } catch (error) {
    return `${label}: render threw ${String(error).slice(0, 200)}`;
  } finally {
    await act(async () => root.unmount());
    host.remove();
  }
}

describe('hostile payloads in Chromium (suite 3)', () => {
  beforeAll(() => {
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
  });
  afterAll(() => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  });

  const hostClicks = { count: 0 };
  let mounted = 0;
  const started = performance.now();
  // Small chunks with a generous ceiling: on a loaded two-core machine a chunk of 250 once took 118 s.
  const CHUNK = 100;
  const cases = fc.sample(fc.tuple(fc.nat({ max: bases.length - 1 }), fc.array(mutationArb, { minLength: 1, maxLength: 4 })), { seed: SEED, numRuns: RUNS });
  const chunks = Array.from({ length: Math.ceil(RUNS / CHUNK) }, (_, i) => i * CHUNK);

  it.each(chunks)('seeded mutations from case %i: no uncaught error, no blank player, host button works', async (first) => {
    for (const [offset, [baseIndex, mutations]] of cases.slice(first, first + CHUNK).entries()) {
      const label = `case ${first + offset} (base ${baseIndex}, ${mutations.map((m) => m.op).join('+')})`;
      expect(await check(label, mutate(bases[baseIndex], mutations), hostClicks)).toBeNull();
      mounted++;
    }
  }, 300_000);

  it('every hostile fixture as it is (proxies, throwing getters, 10,000-deep arrays)', async () => {
    for (const { name, payload } of hostilePayloads) {
      expect(await check(`hostile fixture "${name}"`, payload, hostClicks)).toBeNull();
      mounted++;
    }
  }, 180_000);

  it.each(tenMegabytePayloads())('%s', async (label, payload) => {
    expect(await check(label, payload, hostClicks)).toBeNull();
    mounted++;
  }, 180_000);

  it('figure', async () => {
    expect(hostClicks.count).toBe(mounted);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    await reportFigureFromBrowser(`hostile payloads: ${mounted} mounts (${RUNS} seeded mutations, seed ${SEED}; ${hostilePayloads.length} hostile fixtures; three 10 MB payloads), 0 uncaught errors, 0 blank players, host button ${hostClicks.count}/${mounted}, ${seconds}s`);
  });
});
