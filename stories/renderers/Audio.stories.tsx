import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockStory } from '../support/BlockStory';

const meta = { title: 'Renderers/Audio', component: BlockStory } satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { component: { id: 'a', type: 'audio', title: 'Explaining the new prescription', url: 'https://cdn.example.org/a.mp3', transcript: 'This new pill helps your kidneys and your heart.' } } };
/** Without a playable URL the transcript opens by itself. */
export const TranscriptOnly: Story = { args: { component: { id: 'a', type: 'audio', title: 'Explaining the new prescription', transcript: 'This new pill helps your kidneys and your heart.' } } };
