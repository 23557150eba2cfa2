import type { Preview } from '@storybook/react-vite';
import '../styles/method.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    // Axe runs on every story; violations fail the accessibility panel, not the build.
    a11y: { test: 'error' },
    options: { storySort: { order: ['Sample course', 'Player', '*'] } },
  },
};

export default preview;
