import type { Preview } from '@storybook/react-vite';
import '../styles/method.css';
import { withToolbarGlobals } from './withToolbarGlobals';

const preview: Preview = {
  // A docs page per component, its props table read from the TSDoc on the props type.
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Token set of the .method-player root',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'story', title: 'As authored' },
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'auto', title: 'Auto (system)' },
        ],
        dynamicTitle: true,
      },
    },
    degraded: {
      description: "Every kind's accessible fallback instead of its full renderer",
      toolbar: {
        title: 'Degraded',
        icon: 'accessibility',
        items: [
          { value: 'story', title: 'As authored' },
          { value: 'on', title: 'Degraded on' },
          { value: 'off', title: 'Degraded off' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'story', degraded: 'story' },
  decorators: [withToolbarGlobals],
  parameters: {
    layout: 'padded',
    // Axe runs on every story; violations fail the accessibility panel, not the build.
    a11y: { test: 'error' },
    options: { storySort: { order: ['Sample course', 'Player', '*'] } },
  },
};

export default preview;
