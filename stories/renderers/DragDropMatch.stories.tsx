import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { BlockStory } from '../support/BlockStory';

const component = {
  id: 'match', type: 'drag-drop-match',
  prompt: "Match each of Mr. Hill's findings to the action it should prompt.",
  sourceItems: [{ id: 'src-uacr', label: 'UACR 120 mg/g' }, { id: 'src-egfr', label: 'eGFR 58 mL/min/1.73 m²' }, { id: 'src-bp', label: 'Home BP average 146/90 mm Hg' }],
  targetItems: [{ id: 'tgt-acei', label: 'Up-titrate lisinopril' }, { id: 'tgt-sglt2', label: 'Start an SGLT2 inhibitor' }, { id: 'tgt-metformin', label: 'Continue metformin at full dose' }],
};
const answer = { type: 'matches' as const, bySource: { 'src-uacr': 'tgt-sglt2', 'src-egfr': 'tgt-acei', 'src-bp': 'tgt-acei' } };

const meta = { title: 'Renderers/DragDropMatch', component: BlockStory, args: { component } } satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Drag with a pointer, or focus a finding and press Space, arrows, Space. */
export const Default: Story = {};
export const Answered: Story = { args: { answer } };
/** Tap (or click) an item and it waits, pressed, for a place: every place is then one big button. One item is already placed. */
export const Picked: Story = {
  args: { answer: { type: 'matches' as const, bySource: { 'src-uacr': 'tgt-sglt2' } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'eGFR 58 mL/min/1.73 m²' }));
  },
};
export const WithRationale: Story = {
  args: {
    answer, status: 'review',
    rationales: {
      'src-uacr': { questionId: 'src-uacr', correct: true, text: 'Albuminuria is an indication for an SGLT2 inhibitor.', html: null },
      'src-egfr': { questionId: 'src-egfr', correct: false, text: null, html: '<p>Metformin continues at <strong>full dose</strong> while eGFR is 45 or higher.</p>' },
    },
  },
};
export const Review: Story = { args: { answer, status: 'review' } };
/** Spec 2.8 rule 7: a dropdown of targets per source. */
export const Degraded: Story = { args: { degraded: true } };
