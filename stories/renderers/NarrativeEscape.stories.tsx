import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { defaultRegistry, usePlayerStrings, type BlockAnswer, type BlockStatus, type QuestionRationale } from 'ce-course-player';
import { blockFrom } from '../support/BlockStory';
import { storyAsset } from '../support/storyAsset';

const component = {
  id: 'escape', type: 'narrative-escape',
  intro: '<p>You are the on-call pharmacist this weekend. Each call brings a decision: solve it to hear what happens next.</p>',
  scenes: [
    {
      id: 'scene-call', title: 'The Saturday phone call',
      description: '<p>Three weeks after starting dapagliflozin, Mr. Hill calls: he has been <strong>vomiting</strong> since last night.</p>',
      puzzles: [{
        id: 'pz-sick-day', prompt: 'What should he do with his dapagliflozin today?',
        options: [
          { id: 'pause', label: 'Pause it until he is eating and drinking normally' },
          { id: 'double', label: 'Take an extra dose to control his glucose' },
          { id: 'continue', label: 'Continue it unchanged' },
        ],
      }],
    },
    {
      id: 'scene-labs', title: 'The follow-up labs',
      description: '<p>At four weeks his eGFR is 53, down from 58. He feels well.</p>',
      image: { url: storyAsset('lab-report.svg'), alt: 'A lab report listing eGFR, potassium and UACR.' },
      puzzles: [{
        id: 'pz-egfr-dip', prompt: 'Which result would change your plan today?',
        hotspots: [
          { id: 'egfr', label: 'eGFR 53', x: 0.3, y: 0.3 },
          { id: 'potassium', label: 'Potassium 4.6', x: 0.3, y: 0.55 },
          { id: 'none', label: 'None of them', x: 0.75, y: 0.8 },
        ],
      }],
    },
  ],
};

/** Stands in for the service in stories: solutions stay out of the component, as delivered. */
const KEYS: Record<string, { correct: string; html: string }> = {
  'pz-sick-day': { correct: 'pause', html: '<p>During vomiting, <strong>pause</strong> the SGLT2 inhibitor to lower the risk of ketoacidosis.</p>' },
  'pz-egfr-dip': { correct: 'none', html: '<p>An early eGFR dip under 30% is expected; <strong>continue</strong> and recheck.</p>' },
};

function verdicts(answer: BlockAnswer | undefined): Record<string, QuestionRationale> {
  const picked = answer?.type === 'selections' ? answer.byQuestion : {};
  return Object.fromEntries(Object.entries(picked).map(([id, value]) => [id, { questionId: id, correct: KEYS[id]?.correct === value, text: null, html: KEYS[id]?.html ?? null }]));
}

interface EscapeStoryProps {
  answer?: BlockAnswer;
  /** Puzzles already checked by the story's stand-in service. */
  checked?: boolean;
  status?: BlockStatus;
  degraded?: boolean;
}

/** One narrative-escape block, as the player renders it, with its checks answered locally. */
function EscapeStory({ answer: initial, checked = false, status = 'editable', degraded = false }: EscapeStoryProps) {
  const { block, course } = blockFrom(component);
  const [answer, setAnswer] = useState<BlockAnswer | undefined>(initial);
  const [rationales, setRationales] = useState<Record<string, QuestionRationale>>(checked ? verdicts(initial) : {});
  const entry = defaultRegistry.get(block.kind);
  const Component = (degraded ? entry?.Fallback : undefined) ?? entry?.Renderer;
  const strings = usePlayerStrings();
  return (
    <div className="method-player" data-theme="light">
      <div className="method-block" data-kind={block.kind} data-degraded={degraded || undefined}>
        {Component ? (
          <Component
            block={block} course={course} answer={answer} onAnswer={setAnswer} status={status} rationales={rationales} strings={strings} allowHttp
            checkState="idle" onCheck={() => setRationales((before) => ({ ...before, ...verdicts(answer) }))}
          />
        ) : (
          <p>No renderer for {block.kind}</p>
        )}
      </div>
    </div>
  );
}

const selections = (byQuestion: Record<string, string>): BlockAnswer => ({ type: 'selections', byQuestion });
const solvedAll = selections({ 'pz-sick-day': 'pause', 'pz-egfr-dip': 'none' });

const meta = { title: 'Renderers/NarrativeEscape', component: EscapeStory } satisfies Meta<typeof EscapeStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The story's introduction and the first scene; the next opens when its puzzle is solved. */
export const Default: Story = {};
export const PuzzleSelected: Story = { args: { answer: selections({ 'pz-sick-day': 'pause' }) } };
/** The service's rationale shows, and the second scene (hotspots over its image) opens. */
export const Solved: Story = { args: { answer: selections({ 'pz-sick-day': 'pause' }), checked: true } };
export const WrongAnswer: Story = { args: { answer: selections({ 'pz-sick-day': 'double' }), checked: true } };
export const AllSolved: Story = { args: { answer: solvedAll, checked: true } };
/** Spec 2.8 rule 7: each puzzle a native radio group with its own Check. */
export const Degraded: Story = { args: { degraded: true } };
/** A completed phase: every scene shown, read-only. */
export const Review: Story = { args: { answer: solvedAll, checked: true, status: 'review' } };

const STATES: ReadonlyArray<[string, EscapeStoryProps]> = [
  ['Default', {}],
  ['Puzzle selected', PuzzleSelected.args ?? {}],
  ['Wrong answer', WrongAnswer.args ?? {}],
  ['All solved', AllSolved.args ?? {}],
  ['Degraded', Degraded.args ?? {}],
  ['Review', Review.args ?? {}],
];

export const AllStates: Story = {
  render: () => (
    <div>
      {STATES.map(([name, args]) => (
        <section key={name} aria-label={name}>
          <EscapeStory {...args} />
        </section>
      ))}
    </div>
  ),
};
