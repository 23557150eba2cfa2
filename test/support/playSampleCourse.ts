import { act, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { UserEvent } from '@testing-library/user-event';
import type { Block, Course, Phase } from '../../src/model/types';
import { anchorIds } from '../../src/logic/gating';
import { readCardFlip } from '../../src/model/fields/readCardFlip';
import { readConfidenceCheck } from '../../src/model/fields/readConfidenceCheck';
import { restingValue } from '../../src/controls/scale/sliderValue';
import { readDragDropMatch } from '../../src/model/fields/readDragDropMatch';
import { readEvaluation } from '../../src/model/fields/readEvaluation';
import { readFormInput } from '../../src/model/fields/readFormInput';
import { readGrouping } from '../../src/model/fields/readGrouping';
import { readImageHotspot } from '../../src/model/fields/readImageHotspot';
import { readNarrativeEscape } from '../../src/model/fields/readNarrativeEscape';
import { readReflection } from '../../src/model/fields/readReflection';
import { defaultStrings as strings, en } from '../../src/strings/en';
import type { AnswerKeyValue, ComponentAnswerKey, CourseAnswerKeys } from '../../src/dev/answerKeys';

/**
 * Plays a course through the DOM the way a learner would: on every screen it answers each visible
 * block correctly (from the answer keys), checks graded anchors, then presses "Submit answers" or
 * "Continue". Queries go by role and accessible name inside each `.method-block` wrapper.
 *
 * `degraded` drives every kind's native Fallback; `full` drives the full renderers (Radix radios by
 * click, sliders and drag boards by keyboard, card-flip toggle buttons). Drag boards need real
 * layout, so a `full` walk past the assessment phase runs in Chromium only.
 */
export type PlayMode = 'degraded' | 'full';

/**
 * Who presses the keys and buttons: a testing-library user, or a keyboard-only one in Chromium
 * (keyboardLearner.ts), whose `focus` reaches a control by Tab instead of focusing it from script.
 */
export type PlayUser = Pick<UserEvent, 'click' | 'keyboard' | 'type' | 'selectOptions'> & { focus?: (element: Element) => Promise<void> };

export interface PlayOptions {
  user: PlayUser;
  course: Course;
  keys: CourseAnswerKeys;
  mode: PlayMode;
  /** Stop once this phase's submission has been answered (its result shown, or the player moved on). */
  stopAfterPhaseId?: string;
  /** Guard: a player bug fails the run instead of hanging it. */
  maxSteps?: number;
  /**
   * A learner on a flaky network: whenever a submission or check fails, press Try again until the
   * answer comes back. Without it a failure shows as a stuck run.
   */
  retryFailed?: boolean;
  /** Called on each screen as it is first shown and again once it is answered (before moving on), with its `phaseId#screenIndex`. */
  onScreen?: (here: string, state: 'shown' | 'answered') => Promise<void>;
}

export interface PlayLog {
  /** How the run ended: the completion heading, the stop phase, or stuck (no way forward). */
  outcome: 'completed' | 'stopped' | 'stuck';
  /** Why the run got stuck, in words (null otherwise). */
  stuckReason: string | null;
  /** Every screen shown, as `phaseId#screenIndex`, in order. */
  screens: string[];
  /** Result text shown after each "Submit answers", by phase id: the score (if shown) and the verdict. */
  results: Map<string, { score: string | null; verdict: string | null }>;
  /**
   * Per screen that had something a learner must answer: whether the forward button was
   * aria-disabled before anything was answered (it should be).
   */
  blockedWhileUnanswered: Map<string, boolean>;
  /** Blocks that rendered a notice instead of a control (nothing to answer). */
  notices: string[];
  /** Graded anchors checked with "Check answer", with the verdict shown. */
  checks: Map<string, string>;
  /** Phases whose answers were listed by "Review answers" before "Submit answers": how many questions, how many unanswered. */
  reviews: Map<string, { questions: number; unanswered: number }>;
}

const COMPLETE = strings.courseComplete;
/** How many times a learner presses Try again for one submission before the run counts as stuck. */
const MAX_TRY_AGAIN = 40;
/** Generous on a busy machine; a real hang still fails well inside the test's timeout. */
const WAIT = { timeout: 3000 };
/**
 * For code coming over the network (a lazily loaded kind or view): a learner waits for it, and on
 * a CI machine running three engines at once one chunk fetched as a page reloads once took over
 * 3 s (offline-window.node.test.ts, Chromium). A fetch that never ends still fails, and says so.
 */
const CODE_WAIT = { timeout: 15_000 };
/** A mark, or a pre-test's score told as where the learner started. */
const SCORE = /^(Score|Your starting score): \d+%$/;
const FORWARD = new RegExp(`^(${[strings.submitLabel, strings.continueLabel, strings.finishCourseLabel, strings.reviewAnswersLabel].map(escapeRegExp).join('|')})$`);
/** What a phase result says once it is back: passed, not passed, or recorded (no pass to speak of). */
const VERDICT = new RegExp(`^(${[strings.resultPassed, strings.resultFailed, strings.resultRecorded].map(escapeRegExp).join('|')})$`);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * An enabled Try again in `scope` (a failed phase's action, a failure notice), else in a failure
 * notice of the screen `scope` is on (a failed check's Try again sits beside the screen's actions).
 */
function tryAgainButton(scope: HTMLElement): HTMLElement | null {
  const enabled = (root: HTMLElement) => within(root).queryAllByRole('button', { name: strings.retryLabel }).find((button) => button.getAttribute('aria-disabled') !== 'true');
  const notices = within(scope.closest<HTMLElement>('.method-screen') ?? scope).queryAllByRole('alert');
  return enabled(scope) ?? notices.map(enabled).find((button) => button !== undefined) ?? null;
}

/**
 * Waits for what an answered submission shows (`shown` returns it once there). With `retryFailed`,
 * a Try again that appears in `scope` meanwhile is pressed, as often as it takes. Null when the
 * answer never shows.
 */
async function awaitAnswer<T>(user: PlayUser, scope: HTMLElement, shown: () => T | null, retryFailed: boolean): Promise<T | null> {
  for (let press = 0; press <= MAX_TRY_AGAIN; press += 1) {
    const next = await waitFor((): { found: T } | { retry: HTMLElement } => {
      const found = shown();
      if (found !== null) return { found };
      const retry = retryFailed ? tryAgainButton(scope) : null;
      if (retry) return { retry };
      throw new Error('no answer yet');
    }, WAIT).catch(() => null);
    if (!next) return null;
    if ('found' in next) return next.found;
    await user.click(next.retry);
  }
  return null;
}

/** The phase whose title is the visible screen heading, and the screen shown within it. */
function currentScreen(course: Course): { phase: Phase; region: HTMLElement; index: number } | null {
  const phase = course.phases.find((candidate) => screen.queryByRole('heading', { level: 2, name: candidate.title }) !== null);
  if (!phase) return null;
  const region = screen.getByRole('region', { name: phase.title });
  const position = within(region).queryByText(/^Screen \d+ of \d+$/)?.textContent ?? 'Screen 1 of 1';
  const index = Number(/^Screen (\d+)/.exec(position)?.[1] ?? '1') - 1;
  return { phase, region, index };
}

function signature(): string {
  const headings = screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent).join('|');
  const position = screen.queryByText(/^Screen \d+ of \d+$/)?.textContent ?? '';
  return `${headings}#${position}`;
}

function blockElement(region: HTMLElement, blockId: string): HTMLElement | null {
  return region.querySelector<HTMLElement>(`.method-block[data-block-id="${blockId}"]`);
}

function forwardButton(region: HTMLElement): HTMLElement | null {
  return within(region).queryByRole('button', { name: FORWARD });
}

function keyOf(keys: CourseAnswerKeys, block: Block): ComponentAnswerKey {
  const key = keys.components[block.id];
  if (!key) throw new Error(`No answer key for ${block.kind} block ${block.id}`);
  return key;
}

function correctOf(key: ComponentAnswerKey, itemId: string): AnswerKeyValue {
  const item = key.items.find((candidate) => candidate.id === itemId);
  if (!item) throw new Error(`No key item ${itemId} for ${key.kind}`);
  return item.correct;
}

function labelOf(items: readonly { id: string; label: string }[], id: string): string {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw new Error(`No item ${id} among ${items.map((candidate) => candidate.id).join(', ')}`);
  return item.label;
}

/**
 * Whether a learner has to answer this block before moving on: scored questions, anchors, and
 * whatever the payload marks required (docs/assumptions.md, "Continue waits only"; ungraded blocks no longer hold Continue back).
 */
export function needsAnswer(block: Block, isAnchor = false): boolean {
  const fields = block.fields;
  if (fields.optional === true) return false;
  const flagged = [fields.required, fields.is_required].find((flag) => typeof flag === 'boolean');
  switch (block.kind) {
    case 'mcq':
    case 'timed-quiz':
    case 'drag-drop-match':
    case 'grouping':
    case 'card-flip':
      return flagged ?? true;
    case 'choice':
    case 'question':
      return flagged ?? (block.data.graded || isAnchor);
    case 'confidence-check':
    case 'image-hotspot':
    case 'reflection':
      return flagged ?? isAnchor;
    case 'narrative-escape':
      return true;
    case 'form-input':
      return readFormInput(block.fields).required;
    case 'evaluation':
      return readEvaluation(block.fields).questions.some((question) => question.required);
    default:
      return false;
  }
}

/** Focus on a control the way the user reaches it: by Tab for a keyboard-only user. */
async function focusOn(user: PlayUser, element: HTMLElement): Promise<void> {
  if (user.focus) await user.focus(element);
  else act(() => element.focus());
}

/** A single-choice group by its visible question: a native fieldset, or a Radix radiogroup. */
function choiceGroup(element: HTMLElement, legend: string, mode: PlayMode): HTMLElement {
  return within(element).getByRole(mode === 'degraded' ? 'group' : 'radiogroup', { name: legend });
}

async function chooseRadio(user: PlayUser, element: HTMLElement, legend: string, label: string, mode: PlayMode) {
  const radio = within(choiceGroup(element, legend, mode)).getByRole('radio', { name: label });
  await user.click(radio);
  await waitFor(() => expect(radio.getAttribute('aria-checked') ?? String((radio as HTMLInputElement).checked)).toBe('true'), WAIT);
}

async function chooseOption(user: PlayUser, element: HTMLElement, selectName: string, optionLabel: string) {
  const select = within(element).getByRole('combobox', { name: selectName });
  await user.selectOptions(select, within(select).getByRole('option', { name: optionLabel }));
}

/**
 * The keyboard drag a learner makes on a drag board (needs real layout: Chromium, not jsdom): Space
 * picks the item up, arrows move it from zone to zone until the wanted one is highlighted, Space
 * drops it there; the item's row then says where it is.
 */
async function dragByKeyboard(user: PlayUser, element: HTMLElement, itemLabel: string, zoneLabel: string, placedText: string) {
  const item = within(element).getByRole('button', { name: itemLabel });
  await focusOn(user, item);
  await user.keyboard(' ');
  await waitFor(() => expect(item.getAttribute('data-dragging')).toBe('true'), WAIT);
  const zones = [...element.querySelectorAll<HTMLElement>('.method-dnd__zone')];
  const over = () => zones.find((zone) => zone.getAttribute('data-over') === 'true')?.querySelector('.method-field__label')?.textContent ?? null;
  for (let press = 0; press < zones.length && over() !== zoneLabel; press += 1) {
    const before = over();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(over() !== before).toBe(true), WAIT);
  }
  expect(over()).toBe(zoneLabel);
  await user.keyboard(' ');
  const row = item.closest('li');
  if (!row) throw new Error(`${itemLabel} is not in a row`);
  await within(row).findByText(placedText, {}, WAIT);
}

/** A scale value: one step above the slider's resting point, which one ArrowRight also gives. */
function scaleValue(min: number, max: number, step = 1): number {
  return Math.min(max, restingValue(min, max, step) + step);
}

async function chooseScale(user: PlayUser, element: HTMLElement, legend: string, min: number, max: number, step: number, mode: PlayMode) {
  if (mode === 'degraded') {
    await chooseRadio(user, element, legend, String(scaleValue(min, max, step)), mode);
    return;
  }
  const thumb = within(element).getByRole('slider', { name: legend });
  await focusOn(user, thumb);
  await user.keyboard('{ArrowRight}');
  await waitFor(() => expect(thumb.getAttribute('aria-valuenow')).toBe(String(scaleValue(min, max, step))), WAIT);
}

/** Answers one block correctly; returns false when it has nothing to answer. */
async function answerBlock(user: PlayUser, element: HTMLElement, block: Block, keys: CourseAnswerKeys, mode: PlayMode, retryFailed = false): Promise<boolean> {
  switch (block.kind) {
    case 'mcq':
    case 'timed-quiz': {
      const key = keyOf(keys, block);
      for (const question of block.data.questions) {
        const correct = correctOf(key, question.id);
        // mcq keys hold the option text; timed-quiz keys the option's index.
        const option = block.kind === 'timed-quiz' ? question.options[Number(correct)] : question.options.find((candidate) => candidate.value === correct);
        if (!option) throw new Error(`Correct option of ${question.id} is not shown`);
        // An mcq question's badge leads its visible question text, so it leads the group's name too.
        const name = block.kind === 'mcq' && question.badgeLabel ? `${question.badgeLabel} ${question.prompt}` : question.prompt;
        await chooseRadio(user, element, name, option.label, mode);
      }
      return true;
    }
    case 'choice':
    case 'question': {
      const correct = correctOf(keyOf(keys, block), block.data.question.id);
      // An ungraded decision has no right answer (key null): any option is accepted; take the first.
      const option = correct === null ? block.data.question.options[0] : block.data.question.options.find((candidate) => candidate.value === correct);
      if (!option) throw new Error(`Correct option of ${block.id} is not shown`);
      await chooseRadio(user, element, block.data.question.prompt || block.title || '', option.label, mode);
      return true;
    }
    case 'drag-drop-match': {
      const key = keyOf(keys, block);
      const { sources, targets } = readDragDropMatch(block.fields);
      for (const source of sources) {
        const target = labelOf(targets, String(correctOf(key, source.id)));
        if (mode === 'degraded') await chooseOption(user, element, source.label, target);
        else await dragByKeyboard(user, element, source.label, target, strings.matchedTo(target));
      }
      return true;
    }
    case 'grouping': {
      const key = keyOf(keys, block);
      const { items, groups } = readGrouping(block.fields);
      for (const item of items) {
        const group = labelOf(groups, String(correctOf(key, item.id)));
        if (mode === 'degraded') await chooseOption(user, element, item.label, group);
        else await dragByKeyboard(user, element, item.label, group, strings.placedIn(group));
      }
      return true;
    }
    case 'card-flip': {
      const { cards } = readCardFlip(block.fields);
      for (const { correct } of keyOf(keys, block).items) {
        const [first, second] = correct as readonly [string, string];
        if (mode === 'full') {
          // Toggle buttons: choose one card, then its partner.
          await user.click(within(element).getByRole('button', { name: labelOf(cards, first) }));
          await user.click(within(element).getByRole('button', { name: labelOf(cards, second) }));
          continue;
        }
        await chooseOption(user, element, strings.pairWith(labelOf(cards, first)), labelOf(cards, second));
        // Choosing commits nothing (WCAG 3.2.2); the Pair button does.
        await user.click(within(element).getByRole('button', { name: strings.pairActionLabel(labelOf(cards, first)) }));
      }
      return true;
    }
    case 'image-hotspot': {
      const view = readImageHotspot(block.fields);
      const label = labelOf(view.hotspots, String(correctOf(keyOf(keys, block), block.id)));
      if (mode === 'degraded') await chooseRadio(user, element, view.prompt, label, mode);
      else await user.click(within(element).getByRole('button', { name: label }));
      return true;
    }
    case 'narrative-escape': {
      // Scene by scene: each puzzle shows once the ones before it are solved, and has its own Check.
      const key = keyOf(keys, block);
      for (const scene of readNarrativeEscape(block.fields).scenes) {
        for (const puzzle of scene.puzzles) {
          const group = await within(element).findByRole('group', { name: puzzle.prompt }, WAIT);
          const label = labelOf(puzzle.hotspots, String(correctOf(key, puzzle.id)));
          if (mode === 'degraded') await user.click(within(group).getByRole('radio', { name: label }));
          else await user.click(within(group).getByRole('button', { name: label }));
          await user.click(within(group).getByRole('button', { name: strings.checkAnswerLabel }));
          const solved = await awaitAnswer(user, group, () => within(group).queryByText(strings.rationaleCorrect), retryFailed);
          if (!solved) throw new Error(`Puzzle ${puzzle.id}: no verdict after Check answer`);
        }
      }
      return true;
    }
    case 'confidence-check': {
      const view = readConfidenceCheck(block.fields);
      await chooseScale(user, element, view.statement, view.min, view.max, 1, mode);
      return true;
    }
    case 'reflection': {
      await user.type(within(element).getByRole('textbox', { name: readReflection(block.fields).prompt }), 'Cost and prior authorization.');
      return true;
    }
    case 'form-input': {
      const view = readFormInput(block.fields);
      if (!view.required) return false;
      const name = `${view.label} ${strings.required}`;
      await user.type(within(element).getByRole(view.inputType === 'number' ? 'spinbutton' : 'textbox', { name }), 'Home blood pressure three mornings a week');
      return true;
    }
    case 'evaluation': {
      let answered = false;
      for (const question of readEvaluation(block.fields).questions) {
        if (!question.required) continue;
        const legend = `${question.prompt} ${strings.required}`;
        answered = true;
        if (question.type === 'yes-no') await chooseRadio(user, element, legend, strings.yes, mode);
        else if (question.type === 'single-select') await chooseRadio(user, element, legend, question.options[0] ?? '', mode);
        else if (question.type === 'slider') await chooseScale(user, element, legend, question.min, question.max, question.step, mode);
        else {
          const group = within(element).getByRole('group', { name: legend });
          await user.click(within(group).getByRole('checkbox', { name: question.options[0] ?? '' }));
        }
      }
      return answered;
    }
    default:
      return false;
  }
}

/** Blocks gated on `anchorId` (they appear once it is answered or checked). */
function gatedOn(course: Course, anchorId: string): Block[] {
  return Object.values(course.blocks).filter((block) => block.revealAfter === anchorId);
}

/** Answers every visible block of the screen, including blocks revealed while answering. */
async function answerScreen(options: PlayOptions, region: HTMLElement, log: PlayLog): Promise<void> {
  const { user, course, keys, mode } = options;
  const done = new Set<string>();
  for (;;) {
    const pending = [...region.querySelectorAll<HTMLElement>('.method-block[data-block-id]')].filter((element) => !done.has(element.dataset.blockId ?? ''));
    if (pending.length === 0) return;
    for (const element of pending) {
      const id = element.dataset.blockId ?? '';
      done.add(id);
      const block = course.blocks[id];
      if (!block) throw new Error(`Block ${id} is not in the normalized course`);
      if (within(element).queryByRole('note')) {
        log.notices.push(id);
        continue;
      }
      // A lazily loaded kind shows "Loading activity…" until its code is there; a learner waits for it too.
      await waitFor(() => expect(within(element).queryByText(strings.activityLoading), `${id}: "${strings.activityLoading}" still shown after ${CODE_WAIT.timeout} ms`).toBeNull(), CODE_WAIT);
      const gated = gatedOn(course, id);
      for (const hidden of gated) expect(blockElement(region, hidden.id), `${hidden.id} shows before ${id} is answered`).toBeNull();
      await answerBlock(user, element, block, keys, mode, options.retryFailed);

      const check = within(element).queryByRole('button', { name: strings.checkAnswerLabel });
      if (check) {
        expect(check.getAttribute('aria-disabled')).toBeNull();
        await user.click(check);
        const verdict = await awaitAnswer(user, element, () => within(element).queryByText(new RegExp(`^(${strings.rationaleCorrect}|${strings.rationaleIncorrect})$`)), options.retryFailed === true);
        if (!verdict) throw new Error(`${id}: no verdict after Check answer`);
        log.checks.set(id, verdict.textContent ?? '');
      }
      if (gated.length > 0) {
        await waitFor(() => {
          for (const shown of gated) expect(blockElement(region, shown.id), `${shown.id} appears once ${id} is answered`).not.toBeNull();
        }, WAIT);
      }
    }
  }
}

/**
 * Presses "Review answers" and checks what a learner meets: the review's heading, focused, one
 * "Change" per question, and "Submit answers" as the forward control. Returns that control, or why not.
 */
async function openReview(user: PlayUser, region: HTMLElement, phase: Phase, here: string): Promise<HTMLElement | string> {
  await user.click(within(region).getByRole('button', { name: strings.reviewAnswersLabel }));
  const heading = await within(region).findByRole('heading', { level: 2, name: strings.reviewHeading(phase.title) }, WAIT).catch(() => null);
  if (!heading) return `${here}: "${strings.reviewAnswersLabel}" showed no review`;
  if (document.activeElement !== heading) return `${here}: the review's heading did not take focus`;
  const submit = forwardButton(region);
  if (!submit || submit.textContent !== strings.submitLabel) return `${here}: the review offers no "${strings.submitLabel}"`;
  return submit;
}

/** The open review's questions, and how many say "Not answered". */
function reviewSummary(region: HTMLElement): { questions: number; unanswered: number } {
  const changes = within(region).getAllByRole('button').filter((button) => button.textContent === strings.reviewChangeLabel);
  return { questions: changes.length, unanswered: within(region).queryAllByText(strings.reviewNotAnswered).length };
}

/** Plays from the current screen until the course is complete, the stop phase is done, or no way forward. */
export async function playCourse(options: PlayOptions): Promise<PlayLog> {
  const { user, course, stopAfterPhaseId, maxSteps = 60, retryFailed = false } = options;
  const log: PlayLog = { outcome: 'stuck', stuckReason: null, screens: [], results: new Map(), blockedWhileUnanswered: new Map(), notices: [], checks: new Map(), reviews: new Map() };
  const stuck = (reason: string) => Object.assign(log, { outcome: 'stuck' as const, stuckReason: reason });

  for (let step = 0; step < maxSteps; step += 1) {
    if (screen.queryByRole('heading', { level: 2, name: COMPLETE })) return Object.assign(log, { outcome: 'completed' as const });
    // An accredited activity opens on the provider's disclosure: read, then on to the activity.
    const disclosure = screen.queryByRole('button', { name: en.course.disclosureContinue });
    if (disclosure) {
      await user.click(disclosure);
      continue;
    }
    // A lazily loaded view (the completion page) shows "Loading…" until its code is there; a learner waits for it too.
    if (screen.queryByText(strings.viewLoading)) await waitFor(() => expect(screen.queryByText(strings.viewLoading)).toBeNull(), CODE_WAIT).catch(() => undefined);
    if (screen.queryByRole('heading', { level: 2, name: COMPLETE })) continue;
    const current = currentScreen(course);
    if (!current) return stuck('no phase heading and no completion heading');
    const { phase, region, index } = current;
    const here = `${phase.id}#${index}`;
    log.screens.push(here);
    const forward = forwardButton(region);
    if (!forward) return stuck(`${here}: neither "${strings.continueLabel}" nor "${strings.submitLabel}" is offered`);

    const reviewing = within(region).queryByText(strings.reviewNotice) !== null;
    const visible = [...region.querySelectorAll<HTMLElement>('.method-block[data-block-id]')].map((element) => course.blocks[element.dataset.blockId ?? '']);
    if (!reviewing && visible.some((block) => block && needsAnswer(block, anchorIds(course).has(block.id)))) {
      log.blockedWhileUnanswered.set(here, forward.getAttribute('aria-disabled') === 'true');
    }

    await options.onScreen?.(here, 'shown');
    // A completed phase (come back to, or resumed after a reload) is shown for review: nothing to answer.
    if (!reviewing) await answerScreen(options, region, log);
    await options.onScreen?.(here, 'answered');
    let action = forwardButton(region);
    if (!action) return stuck(`${here}: the forward button went away while answering`);
    // A send on its way (a reload's outbox, another tab's turn): the learner waits for it, as told.
    if (action.getAttribute('aria-busy') === 'true') {
      await waitFor(() => {
        if (forwardButton(region)?.getAttribute('aria-busy') === 'true') throw new Error('still sending');
      }, { timeout: 10_000 }).catch(() => undefined);
      action = forwardButton(region);
      if (!action) continue;
    }
    if (action.getAttribute('aria-disabled') === 'true') {
      const reason = action.getAttribute('aria-describedby');
      return stuck(`${here}: "${action.textContent}" is disabled after answering: ${reason ? document.getElementById(reason)?.textContent : 'no reason given'}`);
    }

    const before = signature();
    // A multi-screen assessment lists its answers first; the review's own forward control sends them.
    const reviews = action.textContent === strings.reviewAnswersLabel;
    const reviewed = reviews ? await openReview(user, region, phase, here) : action;
    if (typeof reviewed === 'string') return stuck(reviewed);
    if (reviews) log.reviews.set(phase.id, reviewSummary(region));
    const submits = reviewed.textContent === strings.submitLabel;
    await user.click(reviewed);
    if (submits) {
      const verdict = (await awaitAnswer(user, region, () => within(region).queryByText(VERDICT), retryFailed))?.textContent ?? null;
      const score = within(region).queryByText(SCORE)?.textContent ?? null;
      log.results.set(phase.id, { score, verdict });
      if (verdict !== strings.resultPassed && verdict !== strings.resultRecorded) return stuck(`${here}: after "${strings.submitLabel}" the result shows ${score ?? 'no score'}, ${verdict ?? 'no verdict'}`);
      if (phase.id === stopAfterPhaseId) return Object.assign(log, { outcome: 'stopped' as const });
      const next = forwardButton(region);
      if (!next || next.textContent !== strings.continueLabel) return stuck(`${here}: no "${strings.continueLabel}" after the result`);
      await user.click(next);
    }
    // A content phase submits on its last Continue and moves on once the service answers.
    const moved = await awaitAnswer(user, region, () => signature() !== before || screen.queryByRole('heading', { level: 2, name: COMPLETE }) !== null || null, retryFailed) !== null;
    if (!moved) return stuck(`${here}: "${action.textContent}" did not move on (still ${phase.title}, screen ${index + 1})`);
    if (!submits && phase.id === stopAfterPhaseId && index === phase.screens.length - 1) return Object.assign(log, { outcome: 'stopped' as const });
  }
  return stuck(`no end after ${maxSteps} steps`);
}
