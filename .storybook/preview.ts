import type { Preview } from '@storybook/react-vite';
import '../styles/method.css';
import { literalDefaults } from './literalDefaults';
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
    locale: {
      description: 'Strings table (ce-course-player/locales/*, or a test table)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'story', title: 'As authored' },
          { value: 'en', title: 'English' },
          { value: 'es', title: 'Español' },
          { value: 'he', title: 'Pseudo-Hebrew (right-to-left test)' },
          { value: 'long', title: 'Long words (x1.6 test)' },
        ],
        dynamicTitle: true,
      },
    },
    dir: {
      description: 'Writing direction around the story',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'story', title: 'As authored' },
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'story', degraded: 'story', locale: 'story', dir: 'story' },
  decorators: [withToolbarGlobals],
  argTypesEnhancers: [literalDefaults],
  parameters: {
    layout: 'padded',
    // Axe runs on every story; violations fail the accessibility panel, not the build.
    a11y: { test: 'error' },
    options: { storySort: { order: ['Sample course', 'Introduction', 'Getting started', 'Player', '*'] } },
  },
};

export default preview;
