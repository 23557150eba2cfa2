import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockStory } from '../support/BlockStory';

const base = {
  id: 'v', type: 'talking-avatar', title: 'A nephrologist explains the eGFR dip', poster_url: 'https://cdn.example.org/poster.jpg',
  fallback_html: '<p>An early eGFR dip after starting an SGLT2 inhibitor is expected.</p>', transcript: 'Expect eGFR to dip by a few points.',
};

const meta = { title: 'Renderers/Media', component: BlockStory } satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = { args: { component: { ...base, video_status: 'ready', video_url: 'https://media.example.org/v.mp4', expires_at: '2099-01-01T00:00:00Z' } } };
export const Pending: Story = { args: { component: { ...base, type: 'ai_video', video_status: 'pending', video_url: null } } };
export const Failed: Story = { args: { component: { ...base, type: 'video', video_status: 'failed', video_url: null } } };
/** Never plays a signed URL past its expiry. */
export const Expired: Story = { args: { component: { ...base, video_status: 'ready', video_url: 'https://media.example.org/v.mp4', expires_at: '2026-01-01T00:00:00Z' } } };
export const Degraded: Story = { args: { degraded: true, component: { ...base, video_status: 'ready', video_url: 'https://media.example.org/v.mp4' } } };
