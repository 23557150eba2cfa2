import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockStory } from '../support/BlockStory';

const meta = { title: 'Renderers/WebinarEmbed', component: BlockStory } satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { component: { id: 'w', type: 'webinar_embed', title: 'Live office hours', url: 'https://events.example.org/w', starts_at: '2026-10-14T17:00:00Z' } } };
export const UnsafeUrl: Story = { args: { component: { id: 'w', type: 'webinar-embed', title: 'Live office hours', url: 'data:text/html,<script>alert(1)</script>' } } };
/** The link given as `src` (also accepted: url, embed_url, join_url, href, link). */
export const ViaSrc: Story = { args: { component: { id: 'w', type: 'webinar-embed', title: 'Live office hours', src: 'https://events.example.org/w', starts_at: '2026-10-14T17:00:00Z' } } };
