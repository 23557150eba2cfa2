import { describe, expect, it } from 'vitest';
import { CANONICAL_KINDS, normalizeCourse, type Course } from '../../src/entries/contract';
import { hostilePayloads, mediaStates, methodCourse, seriesModule, unknownRevisionProbe } from '../fixtures';

/** A model the player can render: phases with screens whose ids all resolve to blocks. */
function expectRenderable(course: Course) {
  for (const phase of course.phases) {
    expect(phase.screens.length).toBeGreaterThan(0);
    for (const screen of phase.screens) for (const id of screen.blockIds) expect(course.blocks[id]).toBeDefined();
    expect(phase.screens.flatMap((s) => s.blockIds).sort()).toEqual([...phase.blockIds].sort());
  }
  for (const block of Object.values(course.blocks)) {
    if (block.revealAfter !== null) expect(course.blocks[block.revealAfter]).toBeDefined();
  }
}

describe('normalizeCourse on the fixtures', () => {
  it('reads the full method course with every kind, phases in order, and no warnings', () => {
    const { course, diagnostics } = normalizeCourse(methodCourse);
    expect(diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    expect(new Set(Object.values(course.blocks).map((b) => b.kind))).toEqual(new Set(CANONICAL_KINDS));
    expect(course.phases.map((p) => p.order)).toEqual([...course.phases.map((p) => p.order)].sort((a, b) => a - b));
    expect(Object.values(course.blocks).filter((b) => b.revealAfter !== null)).toHaveLength(2);
    expect(course.debrief).not.toBeNull();
    expect(course.references.length).toBeGreaterThan(0);
    expectRenderable(course);
  });

  it('puts the whole stacked phase on one screen and the intro on one screen', () => {
    const { course } = normalizeCourse(methodCourse);
    for (const phase of course.phases.filter((p) => p.displayMode === 'stacked')) expect(phase.screens).toHaveLength(1);
    const intro = course.phases.find((p) => p.type === 'introduction')!;
    expect(intro.screens).toHaveLength(1);
    expect(course.blocks[intro.screens[0]!.blockIds[0]!]?.kind).toBe('image');
  });

  it('reads the series module and media states', () => {
    expect(normalizeCourse(seriesModule).course.series).toMatchObject({ position: 2, total: 4 });
    const media = normalizeCourse(mediaStates).course;
    const statuses = Object.values(media.blocks).map((b) => b.fields.video_status).filter(Boolean);
    expect(new Set(statuses)).toEqual(new Set(['ready', 'pending', 'failed']));
    expectRenderable(media);
  });

  it('renders the unknown-revision probe with one newer-revision diagnostic and keeps unknown kinds', () => {
    const { course, diagnostics } = normalizeCourse(unknownRevisionProbe);
    expect(diagnostics.filter((d) => d.code === 'revision_newer')).toHaveLength(1);
    expect(Object.values(course.blocks).some((b) => b.kind === 'unknown')).toBe(true);
    expect(course.phases.some((p) => !p.isKnownType)).toBe(true);
    expectRenderable(course);
  });

  it.each(hostilePayloads.map((h) => [h.name, h.payload] as const))('survives hostile payload: %s', (_name, payload) => {
    const { course } = normalizeCourse(payload);
    expectRenderable(course);
    expect(typeof course.name).toBe('string');
  });
});
