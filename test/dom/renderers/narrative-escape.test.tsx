import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState, type ComponentType } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CoursePlayer, defaultStrings as strings } from '../../../src';
import type { SubmitProgressBody } from '../../../src/contract';
import type { BlockAnswer } from '../../../src/logic/answers';
import type { QuestionRationale } from '../../../src/logic/result';
import type { BlockOf } from '../../../src/model/types';
import type { BlockStatus, RendererProps } from '../../../src/registry/types';
import { NarrativeEscapeFallback } from '../../../src/renderers/narrative-escape/NarrativeEscapeFallback';
import { NarrativeEscapeRenderer } from '../../../src/renderers/narrative-escape/NarrativeEscapeRenderer';
import { methodCourse, methodCourseKeys } from '../../fixtures';
import { asOnSubmit, createReferenceScorer } from '../../support/referenceScorer';
import { course, expectAccessible, fixtureBlock, installDomPolyfills } from './support';
import { blockFromFields, withFields } from '../../support/blockFromFields';

const block = fixtureBlock<BlockOf<'narrative-escape'>>('edu-escape');
const KEYS = methodCourseKeys.components['edu-escape']!.items;
const SICK_DAY = 'What should he do with his dapagliflozin today?';
const EGFR = 'What is the best next step?';
const PAUSE = 'Pause it until he is eating and drinking normally';
const DOUBLE = 'Take an extra dose to control his glucose';
const CONTINUE_DRUG = 'Continue dapagliflozin and recheck as planned';

/** The service's verdict for every answered puzzle, as the reference scorer keys them. */
function verdicts(answer: BlockAnswer | undefined): Record<string, QuestionRationale> {
  const picked = answer?.type === 'selections' ? answer.byQuestion : {};
  return Object.fromEntries(
    Object.entries(picked).map(([id, selected]) => {
      const key = KEYS.find((item) => item.id === id)!;
      return [id, { questionId: id, correct: key.correct === selected, text: key.rationale, html: null }];
    }),
  );
}

/** Holds the answer and the returned rationales like the store does; a check answers at once. */
function CheckHarness({ Component, status = 'editable', initial, onCheck }: { Component: ComponentType<RendererProps<BlockOf<'narrative-escape'>>>; status?: BlockStatus; initial?: BlockAnswer; onCheck?: (answer: BlockAnswer | undefined) => void }) {
  const [answer, setAnswer] = useState<BlockAnswer | undefined>(initial);
  const [rationales, setRationales] = useState<Record<string, QuestionRationale>>(status === 'review' ? verdicts(initial) : {});
  return (
    <div className="method-player">
      <Component
        block={block} course={course} answer={answer} onAnswer={setAnswer} status={status} rationales={rationales} strings={strings}
        checkState="idle"
        onCheck={() => {
          onCheck?.(answer);
          setRationales((before) => ({ ...before, ...verdicts(answer) }));
        }}
      />
    </div>
  );
}

beforeAll(installDomPolyfills);

describe('narrative-escape Renderer', () => {
  it('is solved by keyboard alone: pick, check, focus on the scene that opens, all solved announced', async () => {
    const user = userEvent.setup();
    const { container } = render(<CheckHarness Component={NarrativeEscapeRenderer} />);
    expect(screen.getByRole('heading', { name: 'The Saturday phone call' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'The follow-up labs' })).toBeNull();
    expect(screen.getByText('1 more scene opens when you solve the puzzles above.')).toBeTruthy();
    const puzzle = screen.getByRole('group', { name: SICK_DAY });
    expect(within(puzzle).getByRole('button', { name: strings.checkAnswerLabel }).getAttribute('aria-disabled')).toBe('true');
    await expectAccessible(container);

    await user.tab();
    expect(document.activeElement).toBe(within(puzzle).getByRole('button', { name: PAUSE }));
    await user.keyboard('{Enter}');
    expect(within(puzzle).getByRole('button', { name: PAUSE }).getAttribute('aria-pressed')).toBe('true');
    expect(within(puzzle).getByText(`Selected: ${PAUSE}`)).toBeTruthy();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe(strings.checkAnswerLabel);
    await user.keyboard('{Enter}');

    expect(within(puzzle).getByText('Correct')).toBeTruthy();
    expect(within(puzzle).getByText(KEYS[0]!.rationale)).toBeTruthy();
    expect(within(puzzle).queryByRole('button', { name: strings.checkAnswerLabel })).toBeNull();
    for (const hotspot of within(puzzle).getAllByRole('button')) expect(hotspot.matches(':disabled')).toBe(true);
    const next = screen.getByRole('heading', { name: 'The follow-up labs' });
    expect(document.activeElement).toBe(next);
    expect(screen.getByRole('status').textContent).toBe(`Solved: ${SICK_DAY} New scene: The follow-up labs.`);

    await user.tab();
    await user.tab();
    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    const second = screen.getByRole('group', { name: EGFR });
    expect(within(second).getByText(KEYS[1]!.rationale)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(`Solved: ${EGFR} All puzzles solved. You can continue.`);
    expect(second.contains(document.activeElement)).toBe(true);
    expect(screen.queryByText(/more scene/)).toBeNull();
    await expectAccessible(container);
  });

  it('lets a wrong answer be tried again: the verdict goes when another hotspot is picked', async () => {
    const user = userEvent.setup();
    const checked = vi.fn();
    render(<CheckHarness Component={NarrativeEscapeRenderer} onCheck={checked} />);
    const puzzle = screen.getByRole('group', { name: SICK_DAY });
    await user.click(within(puzzle).getByRole('button', { name: DOUBLE }));
    await user.click(within(puzzle).getByRole('button', { name: strings.checkAnswerLabel }));
    expect(within(puzzle).getByText('Incorrect')).toBeTruthy();
    expect(within(puzzle).getByText(strings.puzzleTryAgain)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(`Not solved yet: ${SICK_DAY} Choose another answer and check it again.`);
    expect(screen.queryByRole('heading', { name: 'The follow-up labs' })).toBeNull();

    await user.click(within(puzzle).getByRole('button', { name: PAUSE }));
    expect(within(puzzle).queryByText('Incorrect')).toBeNull();
    await user.click(within(puzzle).getByRole('button', { name: strings.checkAnswerLabel }));
    expect(within(puzzle).getByText('Correct')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'The follow-up labs' })).toBeTruthy();
    expect(checked.mock.calls.map(([answer]) => answer)).toEqual([
      { type: 'selections', byQuestion: { 'pz-sick-day': 'pz-sick-day-double' } },
      { type: 'selections', byQuestion: { 'pz-sick-day': 'pz-sick-day-pause' } },
    ]);
  });

  it('places hotspots over a safe scene image with CSS variables, and never a javascript: image', () => {
    const scene = (image: unknown) =>
      blockFromFields<BlockOf<'narrative-escape'>>(block, { scenes: [{ id: 's', title: 'Ward', image, puzzles: [{ id: 'p', prompt: 'Where?', hotspots: [{ id: 'a', label: 'Bed', x: 0.25, y: 0.5 }] }] }] });
    const placed = render(<NarrativeEscapeRenderer block={scene({ url: 'https://cdn.example.org/ward.png', alt: 'A hospital ward' })} course={course} answer={undefined} onAnswer={() => {}} status="editable" rationales={{}} strings={strings} />);
    expect(screen.getByRole('img', { name: 'A hospital ward' }).getAttribute('src')).toBe('https://cdn.example.org/ward.png');
    expect(screen.getByRole('button', { name: 'Bed' }).getAttribute('style')).toBe('--method-hotspot-x: 25%; --method-hotspot-y: 50%;');
    placed.unmount();
    render(<NarrativeEscapeRenderer block={scene('javascript:alert(1)')} course={course} answer={undefined} onAnswer={() => {}} status="editable" rationales={{}} strings={strings} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Bed' }).getAttribute('style')).toBeNull();
  });
});

describe.each([
  ['Renderer', NarrativeEscapeRenderer],
  ['Fallback', NarrativeEscapeFallback],
] as const)('narrative-escape %s', (_name, Component) => {
  it('shows every scene read-only with its rationale under review', async () => {
    const answer: BlockAnswer = { type: 'selections', byQuestion: { 'pz-sick-day': 'pz-sick-day-pause', 'pz-egfr-dip': 'pz-egfr-dip-continue' } };
    const { container } = render(<CheckHarness Component={Component} status="review" initial={answer} />);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['The Saturday phone call', 'The follow-up labs']);
    for (const control of container.querySelectorAll('button, input')) expect(control.matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: strings.checkAnswerLabel })).toBeNull();
    expect(screen.getByText(KEYS[1]!.rationale)).toBeTruthy();
    await expectAccessible(container);
  });

  it('opens with the story introduction, above the first scene, as sanitized HTML', async () => {
    const intro = '<p>You are the <strong>on-call pharmacist</strong> this weekend.</p><script>window.pwned = true</script>';
    const introduced = withFields(block, { intro });
    const { container } = render(<Component block={introduced} course={course} answer={undefined} onAnswer={() => {}} status="editable" rationales={{}} strings={strings} />);
    const story = screen.getByText((_content, element) => element?.tagName === 'P' && element.textContent === 'You are the on-call pharmacist this weekend.');
    expect(story.compareDocumentPosition(screen.getByRole('heading', { name: 'The Saturday phone call' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    await expectAccessible(container);
  });
});

describe('narrative-escape Fallback', () => {
  it('is a native radio group per puzzle with its own Check button', async () => {
    const user = userEvent.setup();
    const { container } = render(<CheckHarness Component={NarrativeEscapeFallback} />);
    const puzzle = screen.getByRole('group', { name: SICK_DAY });
    expect(within(puzzle).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['pz-sick-day-pause', 'pz-sick-day-double', 'pz-sick-day-continue']);
    expect(container.querySelector('[style]')).toBeNull();
    await user.tab();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(within(puzzle).getByText('Correct')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'The follow-up labs' }));
    await expectAccessible(container);
  });
});

/** The education phase with only the escape, then a closing phase, against the reference scorer. */
function renderEscapePhase(degraded: boolean) {
  const education = methodCourse.phases.find((phase) => phase.id === 'ph-education')!;
  const closing = methodCourse.phases.find((phase) => phase.id === 'ph-certificate')!;
  const payload = {
    ...methodCourse,
    total_phases: 2,
    phases: [
      { ...education, display_mode: 'stacked' as const, screen_count: 1, components: education.components.filter((c) => c.id === 'edu-escape').map((c) => ({ ...c, screen_index: 0, screen_role: 'primary' as const })) },
      { ...closing, order: education.order + 1 },
    ],
  };
  const scorer = createReferenceScorer(payload, methodCourseKeys);
  const bodies: SubmitProgressBody[] = [];
  const submit = asOnSubmit(scorer);
  const onSubmit = vi.fn(async (body: SubmitProgressBody) => {
    bodies.push(structuredClone(body));
    return submit(body);
  });
  const user = userEvent.setup();
  render(
    <StrictMode>
      <CoursePlayer payload={payload} userId="user-1" onSubmit={onSubmit} degraded={degraded} disclosure="host" />
    </StrictMode>,
  );
  return { user, bodies };
}

const checkBody = (puzzle: string, selected: string): SubmitProgressBody => ({
  activity_id: methodCourse.course_id, user_id: 'user-1', phase_type: 'narrative-escape', phase_id: 'ph-education', time_spent_minutes: 0,
  answers: [{ question_id: puzzle, selected }],
});

describe('narrative-escape in the player', () => {
  it('checks each puzzle with the service and lets the phase complete only once all are solved', async () => {
    const { user, bodies } = renderEscapePhase(false);
    // Nothing in the phase is scored and its completion completes the course (the closing phase is
    // optional), so its one forward button is Finish course.
    expect(screen.getByRole('button', { name: strings.finishCourseLabel }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText(strings.continueBlocked('unchecked'))).toBeTruthy();

    const first = screen.getByRole('group', { name: SICK_DAY });
    await user.click(within(first).getByRole('button', { name: DOUBLE }));
    await user.click(within(first).getByRole('button', { name: strings.checkAnswerLabel }));
    expect(await within(first).findByText('Incorrect')).toBeTruthy();
    expect(bodies).toEqual([checkBody('pz-sick-day', 'pz-sick-day-double')]);

    await user.click(within(first).getByRole('button', { name: PAUSE }));
    await user.click(within(first).getByRole('button', { name: strings.checkAnswerLabel }));
    const second = await screen.findByRole('group', { name: EGFR });
    expect(bodies.at(-1)).toEqual(checkBody('pz-sick-day', 'pz-sick-day-pause'));
    expect(screen.getByRole('button', { name: strings.finishCourseLabel }).getAttribute('aria-disabled')).toBe('true');

    await user.click(within(second).getByRole('button', { name: CONTINUE_DRUG }));
    await user.click(within(second).getByRole('button', { name: strings.checkAnswerLabel }));
    await waitFor(() => expect(screen.getByRole('button', { name: strings.finishCourseLabel }).getAttribute('aria-disabled')).toBeNull());
    // A check posts every answered puzzle of the block; the solved one again.
    expect(bodies.at(-1)).toEqual({ ...checkBody('pz-sick-day', 'pz-sick-day-pause'), answers: [{ question_id: 'pz-sick-day', selected: 'pz-sick-day-pause' }, { question_id: 'pz-egfr-dip', selected: 'pz-egfr-dip-continue' }] });

    await user.click(screen.getByRole('button', { name: strings.finishCourseLabel }));
    // The phase completes, and with it this two-phase course (its closing phase is optional).
    expect(await screen.findByRole('heading', { level: 2, name: strings.courseComplete })).toBeTruthy();
    // The phase body carries no puzzles (spec 4: no standardized submission).
    expect(bodies.at(-1)).toEqual({ activity_id: methodCourse.course_id, user_id: 'user-1', phase_type: 'education', phase_id: 'ph-education', time_spent_minutes: 0 });
  });

  it('posts the same check body from the degraded Fallback as from the Renderer', async () => {
    const full = renderEscapePhase(false);
    await full.user.click(screen.getByRole('button', { name: PAUSE }));
    await full.user.click(screen.getByRole('button', { name: strings.checkAnswerLabel }));
    await screen.findByRole('heading', { name: 'The follow-up labs' });
    cleanup();

    const degraded = renderEscapePhase(true);
    await degraded.user.click(screen.getByRole('radio', { name: PAUSE }));
    await degraded.user.click(screen.getByRole('button', { name: strings.checkAnswerLabel }));
    await screen.findByRole('heading', { name: 'The follow-up labs' });

    expect(full.bodies).toEqual([checkBody('pz-sick-day', 'pz-sick-day-pause')]);
    expect(degraded.bodies).toEqual(full.bodies);
  });
});
