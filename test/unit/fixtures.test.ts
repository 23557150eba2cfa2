import type { ComponentBasePayload, CourseContentPayload, PhasePayload } from '../../src/contract';
import { classifyRevision, PHASE_TYPES } from '../../src/contract';
import { ANSWERABLE_KINDS, ANCHOR_KINDS, CANONICAL_KINDS, toCanonicalKind } from '../../src/model/kinds';
import {
  catalogEnvelope,
  hostilePayloads,
  mediaStates,
  methodCourse,
  methodCourseKeys,
  seriesModule,
  unknownRevisionProbe,
} from '../fixtures';

/**
 * The fixtures are the ground truth other tests lean on, so their own promises (every kind, two
 * gated blocks, consistent screens, complete keys) are checked here rather than trusted.
 */

type Located = ComponentBasePayload & { phase: PhasePayload };

function componentsOf(course: CourseContentPayload): Located[] {
  return course.phases.flatMap((phase) => phase.components.map((component) => ({ ...component, phase })));
}

function byId(course: CourseContentPayload): Map<string, Located> {
  return new Map(componentsOf(course).map((component) => [component.id, component]));
}

/** Every string value in a JSON tree, with the key it sits under. */
function stringsOf(value: unknown, key = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[key, value]];
  if (Array.isArray(value)) return value.flatMap((item) => stringsOf(item, key));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([childKey, child]) => stringsOf(child, childKey));
  }
  return [];
}

function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => [key, ...keysOf(child)]);
  }
  return [];
}

const methodComponents = componentsOf(methodCourse);
const methodById = byId(methodCourse);

describe('method-course fixture', () => {
  it('uses every canonical kind', () => {
    const kinds = new Set(methodComponents.map((component) => toCanonicalKind(component.type)));
    expect(CANONICAL_KINDS.filter((kind) => !kinds.has(kind))).toEqual([]);
    expect(kinds.has(null)).toBe(false);
  });

  it('uses both spellings, including both for the same kind', () => {
    const types = new Set(methodComponents.map((component) => component.type));
    expect([...types].some((type) => type.includes('_'))).toBe(true);
    expect([...types].some((type) => type.includes('-'))).toBe(true);
    for (const kind of ['rich-text', 'confidence-check']) {
      expect(types).toContain(kind);
      expect(types).toContain(kind.replace(/-/g, '_'));
    }
    for (const underscored of ['drag_drop_match', 'timed_quiz', 'card_flip']) expect(types).toContain(underscored);
  });

  it('gives every component the common fields', () => {
    for (const component of methodComponents) {
      expect(component.id, component.id).toEqual(expect.any(String));
      expect(toCanonicalKind(component.type), component.id).not.toBeNull();
      expect(component.reveal_after === null || typeof component.reveal_after === 'string').toBe(true);
      expect(Number.isInteger(component.screen_index) && component.screen_index >= 0).toBe(true);
      expect(['primary', 'attached']).toContain(component.screen_role);
    }
    expect(new Set(methodComponents.map((c) => c.id)).size).toBe(methodComponents.length);
  });

  it('lists phases out of order, with 0-based unique orders and a matching total', () => {
    const orders = methodCourse.phases.map((phase) => phase.order);
    expect([...orders].sort((a, b) => a - b)).toEqual(orders.map((_, index) => index));
    expect(orders).not.toEqual([...orders].sort((a, b) => a - b));
    expect(methodCourse.total_phases).toBe(methodCourse.phases.length);
    expect(methodCourse.phases.every((phase) => (PHASE_TYPES as readonly string[]).includes(phase.type))).toBe(true);
    expect(methodCourse.phases.find((phase) => phase.type === 'education')?.display_mode).toBe('stacked');
  });

  it('has screen_count equal to the distinct, contiguous screen indexes, each led by a primary', () => {
    for (const phase of methodCourse.phases) {
      const indexes = [...new Set(phase.components.map((c) => c.screen_index))].sort((a, b) => a - b);
      expect(phase.screen_count, phase.id).toBe(indexes.length);
      expect(indexes, phase.id).toEqual(indexes.map((_, index) => index));
      for (const index of indexes) {
        const roles = phase.components.filter((c) => c.screen_index === index).map((c) => c.screen_role);
        expect(roles, `${phase.id} screen ${index}`).toEqual(['primary', ...roles.slice(1).map(() => 'attached')]);
      }
    }
  });

  it('opens with the meet-the-patient screen: scene image, hook prose and confidence slider', () => {
    const intro = methodCourse.phases.find((phase) => phase.order === 0);
    expect(intro).toMatchObject({ type: 'introduction', title: 'Meet the patient', screen_count: 1 });
    expect(intro?.components.map((c) => [toCanonicalKind(c.type), c.screen_index, c.screen_role])).toEqual([
      ['image', 0, 'primary'],
      ['html', 0, 'attached'],
      ['confidence-check', 0, 'attached'],
    ]);
    expect(intro?.components[0]).toMatchObject({ source: 'method_patient_image', aspect_ratio: '16/9' });
  });

  it('has exactly two gated html blocks, one behind an ungraded and one behind a graded anchor', () => {
    const gated = methodComponents.filter((component) => component.reveal_after !== null);
    expect(gated).toHaveLength(2);
    const anchors = gated.map((block) => {
      const anchor = methodById.get(block.reveal_after ?? '');
      expect(toCanonicalKind(block.type)).toBe('html');
      expect(anchor?.reveals_on_answer).toBe(true);
      expect(ANCHOR_KINDS.has(toCanonicalKind(anchor?.type) ?? 'html')).toBe(true);
      // The anchor sits earlier on the same screen, so the reveal appears beneath the question.
      expect(anchor?.phase.id).toBe(block.phase.id);
      expect(anchor?.screen_index).toBe(block.screen_index);
      const position = (id: string | undefined) => block.phase.components.findIndex((c) => c.id === id);
      expect(position(anchor?.id)).toBeLessThan(position(block.id));
      return anchor;
    });
    expect(anchors.map((anchor) => anchor?.graded).sort()).toEqual([false, true]);
  });

  it('resolves every [N] marker to a reference', () => {
    const numbers = new Set(methodCourse.references.map((reference) => reference.number));
    expect([...numbers]).toEqual(['1', '2', '3']);
    const markers = stringsOf(methodCourse.phases)
      .flatMap(([, text]) => [...text.matchAll(/\[(\d+)\]/g)].map((match) => match[1]));
    expect(new Set(markers)).toEqual(new Set(['1', '2', '3']));
  });

  it('ties the debrief readout to pre- and post-assessment matchIds and the confidence baseline', () => {
    const readout = methodCourse.phases.find((phase) => phase.debrief_readout)?.debrief_readout;
    expect(readout?.confidenceKeys?.baselineId).toBe(methodCourse.confidence_baseline?.id);
    const matchIdsOf = (type: string) =>
      methodCourse.phases
        .filter((phase) => phase.type === type)
        .flatMap((phase) => phase.components)
        .flatMap((component) => (Array.isArray(component.questions) ? component.questions : []))
        .map((question: { matchId?: string }) => question.matchId)
        .sort();
    const readoutIds = (readout?.matches ?? []).map((match) => match.matchId).sort();
    expect(matchIdsOf('pre-assessment')).toEqual(readoutIds);
    expect(matchIdsOf('post-assessment')).toEqual(readoutIds);
  });

  it('carries no answer keys, rationales or feedback', () => {
    const leaked = ['correct', 'correctAnswer', 'answer', 'rationale', 'rationaleHtml', 'explanationHtml',
      'feedback', 'correctFeedback', 'incorrectFeedback', 'pairId', 'correctGroup', 'is_correct', 'solution'];
    // follow_up.recheck.rationale exists in the contract (null when keys lack outcomes:read).
    expect(keysOf(methodCourse.phases).filter((key) => leaked.includes(key))).toEqual([]);
    expect(keysOf(methodCourse.follow_up?.recheck?.options).includes('is_correct')).toBe(false);
  });

  it('uses only absolute https URLs', () => {
    const urls = stringsOf(methodCourse).filter(([key]) => key === 'url' || key.endsWith('_url'));
    expect(urls.length).toBeGreaterThan(8);
    expect(urls.filter(([, url]) => url !== null && !url.startsWith('https://'))).toEqual([]);
  });

  it('covers every evaluation and follow-up survey type', () => {
    expect(new Set(methodCourse.evaluation_questions?.map((q) => q.type))).toEqual(
      new Set(['single-select', 'yes-no', 'slider', 'multi-select']),
    );
    expect(new Set(methodCourse.follow_up?.survey.items.map((item) => item.type))).toEqual(
      new Set(['single', 'multi', 'scale', 'text']),
    );
  });
});

describe('method-course keys', () => {
  // image-hotspot and narrative-escape keys are stripped too (spec 2.4), so they are kept here.
  const keyedKinds = new Set<string>([...ANSWERABLE_KINDS, 'image-hotspot', 'narrative-escape']);

  it('cover every answerable component, under its own kind and phase', () => {
    const answerable = methodComponents.filter((c) => keyedKinds.has(toCanonicalKind(c.type) ?? ''));
    expect(Object.keys(methodCourseKeys.components).sort()).toEqual(answerable.map((c) => c.id).sort());
    for (const component of answerable) {
      const key = methodCourseKeys.components[component.id];
      expect(key, component.id).toMatchObject({ kind: toCanonicalKind(component.type), phase_id: component.phase.id });
      for (const item of key?.items ?? []) {
        expect(item.rationale.length, item.id).toBeGreaterThan(0);
        expect(item.rationaleHtml, item.id).toMatch(/^<p>|^<ul>/);
      }
    }
  });

  it('give a pass mark for every phase', () => {
    expect(Object.keys(methodCourseKeys.pass_marks).sort()).toEqual(methodCourse.phases.map((p) => p.id).sort());
  });

  it('name correct answers that exist in the delivered component', () => {
    const optionIds = (list: unknown): string[] =>
      Array.isArray(list) ? list.map((entry: { id?: string }) => entry.id ?? '') : [];
    for (const [componentId, key] of Object.entries(methodCourseKeys.components)) {
      const component = methodById.get(componentId) as Record<string, unknown> | undefined;
      const questions = (component?.questions ?? []) as Array<{ id: string; options: string[] }>;
      for (const { id, correct } of key.items) {
        const where = `${componentId}/${id}`;
        if (key.kind === 'mcq') expect(questions.find((q) => q.id === id)?.options, where).toContain(correct);
        if (key.kind === 'timed-quiz') expect(questions.find((q) => q.id === id)?.options[correct as number], where).toBeDefined();
        if (key.kind === 'choice' || key.kind === 'question') {
          expect(id).toBe(componentId);
          if (correct !== null) expect(optionIds(component?.options), where).toContain(correct);
        }
        if (key.kind === 'drag-drop-match') {
          expect(optionIds(component?.sourceItems), where).toContain(id);
          expect(optionIds(component?.targetItems), where).toContain(correct);
        }
        if (key.kind === 'grouping') {
          expect(optionIds(component?.items), where).toContain(id);
          expect(optionIds(component?.groups), where).toContain(correct);
        }
        if (key.kind === 'card-flip') expect(optionIds(component?.cards), where).toEqual(expect.arrayContaining([...(correct as readonly string[])]));
        if (key.kind === 'image-hotspot') expect(optionIds(component?.hotspots), where).toContain(correct);
      }
    }
  });

  it('pair every card exactly once, with an even card count', () => {
    for (const key of Object.values(methodCourseKeys.components).filter((k) => k.kind === 'card-flip')) {
      const paired = key.items.flatMap((item) => [...(item.correct as readonly string[])]);
      expect(new Set(paired).size).toBe(paired.length);
      expect(paired.length % 2).toBe(0);
    }
  });
});

describe('other course fixtures', () => {
  it('series module is module 2 of 4 with three phases and no server-side gating', () => {
    expect(seriesModule.phases).toHaveLength(3);
    expect(seriesModule.series).toMatchObject({ position: 2, total: 4, sequential_gating_enforced: false });
    expect(seriesModule.series?.modules.find((m) => m.position === 2)?.course_id).toBe(seriesModule.course_id);
    expect(seriesModule.series?.modules.every((m) => m.status === 'available')).toBe(true);
  });

  it('media states hold each playable kind in each state, all with fallback_html', () => {
    const media = componentsOf(mediaStates);
    const stateOf = (c: Located): string =>
      c.video_status === 'ready' && typeof c.expires_at === 'string' && c.expires_at < '2026-06-01'
        ? 'expired'
        : String(c.video_status);
    for (const kind of ['video', 'talking-avatar', 'ai-video']) {
      const states = media.filter((c) => toCanonicalKind(c.type) === kind).map(stateOf).sort();
      expect(states, kind).toEqual(['expired', 'failed', 'pending', 'ready']);
    }
    expect(media.every((c) => typeof c.fallback_html === 'string' && c.fallback_html.length > 0)).toBe(true);
    expect(mediaStates.media_expires_at).toEqual(expect.any(String));
    expect(mediaStates.phases[0]?.screen_count).toBe(media.length);
  });

  it('unknown-revision probe is newer, with unknown fields, a component type and a phase type', () => {
    expect(classifyRevision(unknownRevisionProbe.contract_version)).toBe('newer');
    const components = componentsOf(unknownRevisionProbe);
    expect(components.filter((c) => toCanonicalKind(c.type) === null).map((c) => c.type)).toEqual(['holo-deck']);
    expect(unknownRevisionProbe.phases.filter((p) => !(PHASE_TYPES as readonly string[]).includes(p.type)).map((p) => p.type))
      .toEqual(['simulation']);
    expect(unknownRevisionProbe).toHaveProperty('adaptive_pathways');
    expect(unknownRevisionProbe.phases[0]).toHaveProperty('estimated_seconds');
    expect(components[0]).toHaveProperty('reading_level');
  });
});

describe('catalog fixture', () => {
  const items = catalogEnvelope.data ?? [];
  const required = ['contract_version', 'id', 'organization_id', 'name', 'status', 'activity_type', 'credit_designations',
    'available_certificate_types', 'accredited_provider_name', 'activity_details', 'card_display_config', 'overview'];

  it('is a paginated envelope of six items with every required field', () => {
    expect(catalogEnvelope).toMatchObject({ success: true, contract_version: '2026-09-03', pagination: { page: 1, hasMore: true } });
    expect(catalogEnvelope.authenticated_organization_id).toEqual(expect.any(String));
    expect(items).toHaveLength(6);
    for (const item of items) for (const field of required) expect(item, `${item.name}: ${field}`).toHaveProperty(field);
  });

  it('covers the card variants', () => {
    const card = (predicate: (i: (typeof items)[number]) => boolean) => items.filter(predicate).length;
    expect(card((i) => i.card_display_config.is_featured && !!i.card_display_config.badge && !!i.card_display_config.stripe)).toBe(1);
    expect(card((i) => i.card_display_config.price.is_free)).toBe(1);
    expect(card((i) => i.series?.is_series_module === true && i.series.position === 2 && i.series.total === 4)).toBe(1);
    expect(card((i) => i.card_display_config.image.url === null)).toBe(1);
    expect(card((i) => i.card_display_config.hide_credit_chips)).toBe(1);
    expect(card((i) => i.card_display_config.cta.style === 'outline')).toBe(1);
    const slugs = new Set(items.flatMap((i) => i.credit_designations.map((d) => d.credit_type_slug)));
    expect(slugs).toEqual(new Set(['ama-pra-1', 'ancc', 'acpe', null]));
  });
});

describe('hostile payloads', () => {
  it('has at least 14 uniquely named cases', () => {
    const names = hostilePayloads.map((entry) => entry.name);
    expect(names.length).toBeGreaterThanOrEqual(14);
    expect(new Set(names).size).toBe(names.length);
  });

  it('includes own __proto__ keys and objects that throw when read', () => {
    const find = (name: string) => hostilePayloads.find((entry) => entry.name === name)?.payload;
    expect(Object.hasOwn(find('__proto__ and constructor own keys') as object, '__proto__')).toBe(true);
    expect(() => (find('getter that throws') as { phases: unknown }).phases).toThrow();
    expect(() => Object.keys(find('proxy whose traps throw') as object)).toThrow();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
