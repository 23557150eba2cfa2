import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockStory } from '../support/BlockStory';

const meta = { title: 'Renderers/Image', component: BlockStory } satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A scene image reserves its 16/9 box before it loads. */
export const Default: Story = {
  args: { component: { id: 'scene', type: 'image', url: 'https://cdn.example.org/scene.jpg', alt: 'A man on an exam table with a clinician', caption: 'Marcus Hill, 58', source: 'method_patient_image', aspect_ratio: '16/9' } },
};
/** A URL that fails the https allowlist renders a labelled placeholder, never the URL. */
export const UnsafeUrl: Story = { args: { component: { id: 'bad', type: 'image', url: 'javascript:alert(1)', alt: 'Chart', caption: 'CKD risk by eGFR', aspect_ratio: '4/3' } } };
