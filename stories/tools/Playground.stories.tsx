import type { Meta, StoryObj } from '@storybook/react-vite';
import { unknownRevisionProbe } from '../../test/fixtures';
import { PayloadPlayground } from '../support/PayloadPlayground';

const meta = {
  title: 'Tools/Payload playground',
  component: PayloadPlayground,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PayloadPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A payload with a newer revision and a kind the player does not know; paste or drop your own. */
export const Playground: Story = { args: { initial: JSON.stringify(unknownRevisionProbe, null, 2) } };
