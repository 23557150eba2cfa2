import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CoursePlayer } from '../../src';
import type { PlayerEvent } from '../../src/store/types';
import { methodCourse } from '../fixtures';
import { installDomPolyfills } from '../dom/renderers/support';
import { reportFigure } from './figure';
import { memoryStorage } from '../support/memoryStorage';
import type { ProgressStorage } from '../../src/store/options';

/**
 * Part of suite 2: stored progress the player cannot trust is ignored with a diagnostic event,
 * never a crash, and storage that throws (quota exceeded, private mode) leaves the player
 * working without persistence.
 */
const PREFIX = 'ce-test';
const USER = 'learner-7';
const KEY = `${PREFIX}:${methodCourse.course_id}:${USER}`;
const [firstPhase, secondPhase] = [...methodCourse.phases].sort((a, b) => a.order - b.order) as [typeof methodCourse.phases[number], typeof methodCourse.phases[number]];


const validState = {
  // Were any of these trusted, the learner would land on the second phase (the first one done, so it
  // may be entered: a stored position is clamped to a phase the locking rules allow).
  position: { phaseId: secondPhase.id, screenIndex: 0 }, answers: {}, revealed: {}, completed: { [firstPhase.id]: true }, results: {}, rationales: {},
  clock: { spentMs: {}, running: null }, courseComplete: false,
};

const stored: Array<[string, string]> = [
  ['corrupt JSON', '{"state": {"position": '],
  ['a future storage version', JSON.stringify({ state: validState, version: 99 })],
  ['the wrong shape', JSON.stringify({ state: { position: 'ph-pre', answers: [] }, version: 1 })],
  ['a JSON null', 'null'],
  ['a number', '42'],
  ['a string', '"ph-pre"'],
  ['an array', JSON.stringify([validState])],
  ['an object with no state in it', JSON.stringify({ progress: validState, version: 1 })],
  // Well-formed and trusted in shape, but no learner's progress is this big: a stuffed or runaway value.
  ['over 1 MB', JSON.stringify({ state: { ...validState, answers: { padding: { type: 'value', value: 'x'.repeat(1_100_000) } } }, version: 1 })],
];

function mountWith(storage: ProgressStorage) {
  const events: PlayerEvent[] = [];
  // Fresh starts are what this suite looks at: the disclosure that opens one is the host's here.
  render(<CoursePlayer payload={methodCourse} userId={USER} onSubmit={async () => ({})} persistence={{ key: PREFIX, storage }} onEvent={(event) => events.push(event)} disclosure="host" />);
  return events;
}

beforeAll(installDomPolyfills);

describe('untrusted stored progress and failing storage (suite 2, part)', () => {
  it('control: valid stored progress resumes on its screen', async () => {
    mountWith(memoryStorage({ [KEY]: JSON.stringify({ state: validState, version: 1 }) }));
    expect(await screen.findByRole('heading', { level: 2, name: secondPhase.title })).toBeTruthy();
  });

  it.each(stored)('stored progress that is %s: the course starts fresh, no crash', async (_label, text) => {
    mountWith(memoryStorage({ [KEY]: text }));
    expect(await screen.findByRole('heading', { level: 2, name: firstPhase.title })).toBeTruthy();
  });

  it.each(stored)('stored progress that is %s is reported as a diagnostic event', async (_label, text) => {
    const events = mountWith(memoryStorage({ [KEY]: text }));
    await screen.findByRole('heading', { level: 2, name: firstPhase.title });
    expect(events.filter((event) => event.type === 'diagnostic').length).toBeGreaterThan(0);
  });

  it('storage whose every call throws leaves the player working', async () => {
    const throwing = {
      getItem: () => { throw new DOMException('denied', 'SecurityError'); },
      setItem: () => { throw new DOMException('full', 'QuotaExceededError'); },
      removeItem: () => { throw new DOMException('denied', 'SecurityError'); },
    };
    mountWith(throwing);
    expect(await screen.findByRole('heading', { level: 2, name: firstPhase.title })).toBeTruthy();
    reportFigure(`stored state: ${stored.length} untrusted stored values ignored (${stored.length} reported as diagnostics), throwing storage tolerated; 0 crashes`);
  });
});
