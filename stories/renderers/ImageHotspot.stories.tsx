import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockStory } from '../support/BlockStory';
import { storyAsset } from '../support/storyAsset';

const component = {
  id: 'nephron', type: 'image-hotspot',
  image_url: storyAsset('nephron-diagram.svg'),
  alt: 'Labeled diagram of a nephron showing the glomerulus, proximal tubule, loop of Henle and collecting duct.',
  prompt: 'Select the segment where SGLT2 inhibitors act.',
  hotspots: [
    { id: 'hs-glomerulus', label: 'Glomerulus', x: 18, y: 28 },
    { id: 'hs-proximal', label: 'Proximal convoluted tubule', x: 41, y: 34 },
    { id: 'hs-loop', label: 'Loop of Henle', x: 55, y: 74 },
  ],
};
const answer = { type: 'value' as const, value: 'hs-proximal' };

const meta = { title: 'Renderers/ImageHotspot', component: BlockStory, args: { component } } satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hotspots are placed by --method-hotspot-x/y only. */
export const Default: Story = {};
export const Answered: Story = { args: { answer } };
export const WithRationale: Story = {
  args: {
    answer, status: 'review',
    rationales: { nephron: { questionId: 'nephron', correct: true, text: null, html: '<p>SGLT2 sits in the early <strong>proximal convoluted tubule</strong>.</p>' } },
  },
};
export const Review: Story = { args: { answer, status: 'review' } };
/** Spec 2.8 rule 7: the static image plus a radio list of hotspot labels. */
export const Degraded: Story = { args: { degraded: true } };
/** The image nested as `image: { url, alt }`, the shape spec 2.8 uses for images. */
export const NestedImage: Story = {
  args: { component: { id: 'nephron', type: 'image-hotspot', prompt: component.prompt, hotspots: component.hotspots, image: { url: component.image_url, alt: component.alt, aspect_ratio: '4:3' } } },
};
/** Positions given as fractions of the image (0-1) land where the same percent would. */
export const FractionCoordinates: Story = {
  args: { component: { ...component, hotspots: component.hotspots.map((hotspot) => ({ ...hotspot, x: hotspot.x / 100, y: hotspot.y / 100 })) } },
};
/** The nested image fails to load: its frame keeps the payload's 4:3. */
export const BrokenNestedImage: Story = {
  args: { component: { id: 'nephron', type: 'image-hotspot', prompt: component.prompt, hotspots: component.hotspots, image: { url: 'https://invalid.invalid/missing-nephron.png', alt: component.alt, aspect_ratio: '4:3' } } },
};
/** The image fails to load: its frame stays as a placeholder under the pins, its description below. */
export const BrokenImage: Story = {
  args: { component: { ...component, image_url: 'https://invalid.invalid/missing-nephron.png' } },
};
