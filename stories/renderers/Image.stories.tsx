import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockStory } from '../support/BlockStory';
import { storyAsset } from '../support/storyAsset';

const meta = { title: 'Renderers/Image', component: BlockStory } satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A scene image reserves its 16/9 box before it loads. */
export const Default: Story = {
  args: { component: { id: 'scene', type: 'image', url: storyAsset('exam-room.svg'), alt: 'A man on an exam table with a clinician', caption: 'Marcus Hill, 58', source: 'method_patient_image', aspect_ratio: '16/9' } },
};
/** A clinical diagram at 4:3, with its caption. */
export const Diagram: Story = {
  args: { component: { id: 'diagram', type: 'image', url: storyAsset('nephron-diagram.svg'), alt: 'Schematic nephron: glomerulus, proximal tubule, loop of Henle and collecting duct', caption: 'The nephron, where SGLT2 inhibitors act', aspect_ratio: '4:3' } },
};
/** The image URL fails to load: its description and a short notice stand in, above the caption. */
export const BrokenUrl: Story = {
  args: { component: { id: 'broken', type: 'image', url: 'https://invalid.invalid/missing-scene.png', alt: 'A man on an exam table with a clinician', caption: 'Marcus Hill, 58', aspect_ratio: '16/9' } },
};
/** A URL that fails the https allowlist, never put in `src`: shown as a failed load is. */
export const UnsafeUrl: Story = { args: { component: { id: 'bad', type: 'image', url: 'javascript:alert(1)', alt: 'Chart', caption: 'CKD risk by eGFR', aspect_ratio: '4/3' } } };
