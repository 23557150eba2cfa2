import { methodCourse, methodCourseKeys } from '../fixtures';
import {
  asOnSubmit,
  correctAnswersFor,
  createReferenceScorer,
  type SubmitProgressEnvelope,
  type SubmitProgressResult,
} from '../support/referenceScorer';

const USER = '9d3f1a77-2c4e-4b8a-a0f5-6e1b2c3d4e5f';
const COURSE = methodCourse.course_id;

function phaseBody(phaseId: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const phase = methodCourse.phases.find((p) => p.id === phaseId);
  return {
    activity_id: COURSE,
    user_id: USER,
    phase_type: phase?.type,
    phase_id: phaseId,
    time_spent_minutes: 3,
    ...extra,
  };
}

function dataOf(envelope: SubmitProgressEnvelope): SubmitProgressResult {
  expect(envelope.success).toBe(true);
  expect(envelope.contract_version).toBe('2026-09-03');
  if (!envelope.data) throw new Error('success envelope without data');
  return envelope.data;
}

const fresh = () => createReferenceScorer(methodCourse, methodCourseKeys);

describe('reference scorer: phase submissions', () => {
  it('passes the post-assessment with correct answers and returns a rationale per question', () => {
    const data = dataOf(
      fresh().submit(
        phaseBody('ph-post', {
          answers: [
            { question_id: 'q-post-sglt2', selected: 'An SGLT2 inhibitor such as empagliflozin' },
            { question_id: 'q-post-bp', selected: 'Intensify therapy to reach below 130/80 mm Hg' },
          ],
        }),
      ),
    );
    expect(data).toMatchObject({ score: 100, passed: true, completed_phases: ['ph-post'] });
    expect(data.rationales.map((r) => [r.question_id, r.correct])).toEqual([
      ['q-post-sglt2', true],
      ['q-post-bp', true],
    ]);
    expect(data.rationales[0]?.rationaleHtml).toContain('<strong>');
  });

  it('fails with wrong answers, marks them incorrect and does not complete the phase', () => {
    const data = dataOf(
      fresh().submit(
        phaseBody('ph-post', {
          answers: [
            { question_id: 'q-post-sglt2', selected: 'Adding lisinopril to losartan' },
            { question_id: 'q-post-bp', selected: 'Intensify therapy to reach below 130/80 mm Hg' },
          ],
        }),
      ),
    );
    expect(data).toMatchObject({ score: 50, passed: false, completed_phases: [] });
    expect(data.rationales.find((r) => r.question_id === 'q-post-sglt2')?.correct).toBe(false);
  });

  it('scores an option index as wrong for mcq, whose answers are option text', () => {
    const data = dataOf(fresh().submit(phaseBody('ph-post', { answers: [{ question_id: 'q-post-sglt2', selected: 2 }] })));
    expect(data.score).toBe(0);
  });

  it('scores drag-drop, grouping, timed-quiz and card-flip answers of the assessment phase', () => {
    const data = dataOf(fresh().submit(phaseBody('ph-assessment', correctAnswersFor(methodCourseKeys, 'ph-assessment'))));
    expect(data).toMatchObject({ score: 100, passed: true });
    // 3 matches + 4 placements + 2 timed questions + 3 pairs.
    expect(data.rationales).toHaveLength(12);

    const halfRight = dataOf(
      fresh().submit(
        phaseBody('ph-assessment', {
          ...correctAnswersFor(methodCourseKeys, 'ph-assessment'),
          // Swapped pairs and a wrong timed answer: 3 of 12 items wrong.
          matched_pairs: [
            { card1_id: 'card-d', card2_id: 'card-a' },
            { card1_id: 'card-p', card2_id: 'card-k' },
            { card1_id: 'card-s', card2_id: 'card-m' },
          ],
          answers: [
            { question_id: 'tq-metformin-egfr', selected_index: 1 },
            { question_id: 'tq-sglt2-adverse', selected_index: 0 },
          ],
        }),
      ),
    );
    expect(halfRight).toMatchObject({ score: 75, passed: true });
    expect(halfRight.rationales.filter((r) => r.correct === false).map((r) => r.question_id)).toEqual([
      'tq-metformin-egfr',
      'pair-dapagliflozin',
      'pair-lisinopril',
    ]);
  });

  it('counts unanswered items as wrong in a phase submission', () => {
    const data = dataOf(fresh().submit(phaseBody('ph-assessment', { matches: [{ source_id: 'src-uacr', target_id: 'tgt-start-sglt2' }] })));
    expect(data).toMatchObject({ score: 8, passed: false });
  });

  it('passes phases with nothing to score at 100, and the pre-assessment whatever the score', () => {
    const scorer = fresh();
    expect(dataOf(scorer.submit(phaseBody('ph-intro')))).toMatchObject({ score: 100, passed: true });
    const pre = dataOf(scorer.submit(phaseBody('ph-pre', { answers: [{ question_id: 'q-pre-bp', selected: 'Below 150/90 mm Hg' }] })));
    expect(pre).toMatchObject({ score: 0, passed: true, completed_phases: ['ph-intro', 'ph-pre'] });
  });

  it('accepts evaluation answers without scoring them', () => {
    const data = dataOf(
      fresh().submit(
        phaseBody('ph-evaluation', {
          answers: [
            { question_id: 'ev-overall', selected: 'Excellent' },
            { question_id: 'ev-confidence', selected: 8 },
          ],
        }),
      ),
    );
    expect(data).toMatchObject({ score: 100, passed: true, rationales: [] });
  });
});

describe('reference scorer: anchor and question checks', () => {
  it('reveals the graded anchor rationale without completing the phase', () => {
    const data = dataOf(
      fresh().submit(
        phaseBody('ph-content', {
          phase_type: 'question',
          answers: [{ question_id: 'content-next-step', selected: 'opt-add-sglt2' }],
        }),
      ),
    );
    expect(data).toMatchObject({ score: 100, passed: true, completed_phases: [], all_phases_complete: false });
    expect(data.rationales).toEqual([
      expect.objectContaining({ question_id: 'content-next-step', correct: true, rationale: expect.any(String) }),
    ]);
  });

  it('marks a wrong anchor answer incorrect', () => {
    const data = dataOf(
      fresh().submit(
        phaseBody('ph-content', { phase_type: 'question', answers: [{ question_id: 'content-next-step', selected: 'opt-add-arb' }] }),
      ),
    );
    expect(data).toMatchObject({ score: 0, passed: false });
    expect(data.rationales[0]?.correct).toBe(false);
  });

  it('returns correct: null for an ungraded choice and scores it 100', () => {
    const data = dataOf(
      fresh().submit(
        phaseBody('ph-content', { phase_type: 'choice', answers: [{ question_id: 'content-bp-choice', selected: 'opt-recheck-later' }] }),
      ),
    );
    expect(data).toMatchObject({ score: 100, passed: true, completed_phases: [] });
    expect(data.rationales[0]?.correct).toBeNull();
  });

  it('accepts the underscore spelling of a component type as phase_type', () => {
    const data = dataOf(
      fresh().submit(
        phaseBody('ph-assessment', { phase_type: 'timed_quiz', answers: [{ question_id: 'tq-sglt2-adverse', selected_index: 0 }] }),
      ),
    );
    expect(data).toMatchObject({ score: 100, completed_phases: [] });
  });

  it('checks narrative-escape puzzles, which never count toward the phase score', () => {
    const scorer = fresh();
    const check = dataOf(
      scorer.submit(
        phaseBody('ph-education', { phase_type: 'narrative-escape', answers: [{ question_id: 'pz-egfr-dip', selected: 'pz-egfr-dip-stop' }] }),
      ),
    );
    expect(check).toMatchObject({ score: 0, rationales: [expect.objectContaining({ correct: false })] });
    const phase = dataOf(
      scorer.submit(phaseBody('ph-education', { answers: [{ question_id: 'edu-nephron-hotspot', selected: 'hs-proximal' }] })),
    );
    expect(phase).toMatchObject({ score: 100, passed: true, completed_phases: ['ph-education'] });
  });
});

describe('reference scorer: course completion', () => {
  it('flips all_phases_complete only when the last required phase passes', () => {
    const scorer = fresh();
    const required = [...methodCourse.phases].sort((a, b) => a.order - b.order).filter((p) => p.required);
    const results = required.map((phase) =>
      dataOf(scorer.submit(phaseBody(phase.id, correctAnswersFor(methodCourseKeys, phase.id)))),
    );
    expect(results.map((r) => r.passed)).toEqual(required.map(() => true));
    expect(results.slice(0, -1).every((r) => !r.all_phases_complete)).toBe(true);
    expect(results.at(-1)).toMatchObject({ all_phases_complete: true, completed_phases: required.map((p) => p.id) });
    // Progress is per learner.
    expect(scorer.completedPhases('another-user')).toEqual([]);
  });

  it('keeps a passed phase complete after a later failing attempt', () => {
    const scorer = fresh();
    scorer.submit(phaseBody('ph-post', correctAnswersFor(methodCourseKeys, 'ph-post')));
    const retry = dataOf(scorer.submit(phaseBody('ph-post', { answers: [] })));
    expect(retry).toMatchObject({ passed: false, completed_phases: ['ph-post'] });
  });
});

describe('reference scorer: invalid bodies', () => {
  const rejects: Array<[string, unknown]> = [
    ['a non-object body', 'hello'],
    ['a missing activity_id', { ...phaseBody('ph-post'), activity_id: undefined }],
    ['another course', phaseBody('ph-post', { activity_id: '00000000-0000-4000-8000-000000000000' })],
    ['a missing user_id', { ...phaseBody('ph-post'), user_id: '' }],
    ['an unknown phase_id', phaseBody('ph-post', { phase_id: 'ph-nope' })],
    ['a phase_type that is neither a phase nor a component type', phaseBody('ph-post', { phase_type: 'holo-deck' })],
    ['a phase type that is not this phase', phaseBody('ph-post', { phase_type: 'assessment' })],
    ['a component type absent from the phase', phaseBody('ph-post', { phase_type: 'grouping' })],
    ['a check with no answers', phaseBody('ph-content', { phase_type: 'question' })],
    ['an unknown question_id', phaseBody('ph-post', { answers: [{ question_id: 'q-unknown', selected: 'x' }] })],
    ['a question of another phase', phaseBody('ph-post', { answers: [{ question_id: 'q-pre-bp', selected: 'x' }] })],
    ['answers that are not an array', phaseBody('ph-post', { answers: { question_id: 'q-post-bp' } })],
    ['an unknown card id', phaseBody('ph-assessment', { matched_pairs: [{ card1_id: 'card-z', card2_id: 'card-d' }] })],
    ['a fractional time_spent_minutes', phaseBody('ph-post', { time_spent_minutes: 1.5 })],
    ['a check answering another kind', phaseBody('ph-content', { phase_type: 'choice', answers: [{ question_id: 'content-next-step', selected: 'opt-add-sglt2' }] })],
  ];

  it.each(rejects)('rejects %s', (_name, body) => {
    const scorer = fresh();
    const envelope = scorer.submit(body);
    expect(envelope).toMatchObject({ success: false, contract_version: '2026-09-03', error: expect.any(String) });
    expect(envelope.error_code).toBeUndefined();
    expect(envelope.data).toBeUndefined();
    expect(scorer.received).toEqual([body]);
  });
});

describe('asOnSubmit', () => {
  it('resolves with a copy of the envelope the scorer returns', async () => {
    const onSubmit = asOnSubmit(fresh());
    const envelope = await onSubmit({
      activity_id: COURSE,
      user_id: USER,
      phase_type: 'introduction',
      phase_id: 'ph-intro',
      time_spent_minutes: 1,
    });
    expect(envelope).toMatchObject({ success: true, data: { passed: true, completed_phases: ['ph-intro'] } });
  });
});
