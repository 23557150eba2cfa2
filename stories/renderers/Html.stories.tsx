import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockStory } from '../support/BlockStory';

const meta = { title: 'Renderers/Html', component: BlockStory } satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const prose = '<p>Blood pressure was <strong>162/98</strong> on three agents [1].</p><ul><li>Amlodipine 10 mg</li><li>Lisinopril 40 mg</li></ul>';

/** html, with a linked [1] reference marker. */
export const Default: Story = { args: { component: { id: 'h', type: 'html', content: prose } } };
/** The rich-text spelling renders the same way. */
export const RichText: Story = { args: { component: { id: 'r', type: 'rich_text', title: 'Background', content: prose } } };
/** The content spelling. */
export const Content: Story = { args: { component: { id: 'c', type: 'content', content: '<p>Plain content block.</p>' } } };
/** Hostile markup is sanitized: no script, no handlers, no styles. */
export const Sanitized: Story = { args: { component: { id: 'x', type: 'html', content: '<p style="color:red">Safe text</p><img src=x alt="" onerror=alert(1)><script>alert(2)</script>' } } };
