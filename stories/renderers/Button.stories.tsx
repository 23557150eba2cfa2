import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockStory } from '../support/BlockStory';

const meta = { title: 'Renderers/Button', component: BlockStory } satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { component: { id: 'b', type: 'button', label: 'Open the sick-day rules handout', url: 'https://cdn.example.org/h.pdf' } } };
/** No safe URL: the label is shown as text. */
export const WithoutLink: Story = { args: { component: { id: 'b', type: 'button', label: 'Ask your pharmacist' } } };
