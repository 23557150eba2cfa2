import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { BlockStory } from '../support/BlockStory';
import { storyAsset } from '../support/storyAsset';

const base = {
  id: 'v', type: 'talking-avatar', title: 'A nephrologist explains the eGFR dip', poster_url: storyAsset('presenter-portrait.svg'),
  fallback_html: '<p>An early eGFR dip after starting an SGLT2 inhibitor is expected.</p>', transcript: 'Expect eGFR to dip by a few points.',
};

const meta = { title: 'Renderers/Media', component: BlockStory } satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A local silent clip stands in for the signed video URL, so the player settles with its poster showing. */
const clip = storyAsset('silence.wav');

export const Ready: Story = { args: { component: { ...base, video_status: 'ready', video_url: clip, expires_at: '2099-01-01T00:00:00Z' } } };
export const Pending: Story = { args: { component: { ...base, type: 'ai_video', video_status: 'pending', video_url: null } } };
export const Failed: Story = { args: { component: { ...base, type: 'video', video_status: 'failed', video_url: null } } };
/** Never plays a signed URL past its expiry. */
export const Expired: Story = { args: { component: { ...base, video_status: 'ready', video_url: 'https://media.example.org/v.mp4', expires_at: '2026-01-01T00:00:00Z' } } };
export const Degraded: Story = { args: { degraded: true, component: { ...base, video_status: 'ready', video_url: clip } } };
/** A plain `video` has no video_status (spec 2.4): it plays from its URL (`url`, `video_url` or `src`). */
export const PlainVideo: Story = {
  args: { component: { id: 'v', type: 'video', title: 'Patient story: the first week on insulin', url: clip, poster_url: storyAsset('insulin-poster.svg'), fallback_html: base.fallback_html } },
};
/** The URL fails to load: after the error the spinner stops and the summary shows why (play it in the browser to see). */
export const FailingUrl: Story = {
  args: { component: { id: 'v', type: 'video', title: 'Reading an ambulatory glucose profile', src: 'https://invalid.invalid/missing.mp4', fallback_html: base.fallback_html, transcript: base.transcript } },
};
/** A ready avatar keeps its transcript (fallback_html) one click away under "Transcript", here opened. */
export const ReadyWithTranscript: Story = {
  args: { component: { ...base, video_status: 'ready', video_url: clip, expires_at: '2099-01-01T00:00:00Z', transcript: undefined } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByText('Transcript'));
  },
};
/** A ready talking avatar whose video and poster URLs both fail: the summary says it could not be played. */
export const AvatarFailingUrl: Story = {
  args: { component: { ...base, video_status: 'ready', video_url: 'https://invalid.invalid/missing-avatar.mp4', poster_url: 'https://invalid.invalid/missing-portrait.png', expires_at: '2099-01-01T00:00:00Z' } },
};

const captions = [
  { src: storyAsset('captions-en.vtt'), srclang: 'en', label: 'English' },
  { src: storyAsset('captions-es.vtt'), srclang: 'es', label: 'Español' },
];

/** WebVTT captions as native tracks: the one in the learner's language shows by default, with a Captions switch. */
export const WithCaptions: Story = {
  args: { component: { ...base, type: 'video', video_status: 'ready', video_url: clip, expires_at: '2099-01-01T00:00:00Z', captions } },
};
/** The learner turned captions off: the switch reads as not pressed, and no track shows. */
export const CaptionsOff: Story = {
  args: WithCaptions.args,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Captions' }));
  },
};
/** A described-video alternative (the same video with audio description) beside the captions. */
export const WithDescribedVideo: Story = {
  args: { component: { ...WithCaptions.args.component, described_video_url: clip } },
};
/** Degraded: a plain native video, its captions on by default, the transcript in full. */
export const DegradedWithCaptions: Story = { args: { degraded: true, component: WithCaptions.args.component } };
