import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';

const config: StorybookConfig = {
  // The docs pages (stories/docs/*.mdx, and one beside each story file it documents) come first.
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  // MDX 3 reads CommonMark only: the docs pages' tables (props, keys, data attributes) need GFM.
  addons: ['@storybook/addon-a11y', { name: '@storybook/addon-docs', options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } } }],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Props tables from the TypeScript types: react-docgen-typescript follows a props type into the
  // files it extends (LocaleProps, HostCallbacks) and reads `@default` tags, which react-docgen drops.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: './tsconfig.json',
      include: ['src/**/*.tsx', 'stories/**/*.tsx'],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => !prop.parent?.fileName.includes('node_modules'),
    },
  },
  // The stories' images (stories/support/storyAsset.ts), served at /story-assets/.
  staticDirs: ['../stories/static'],
  // Storybook's own preview (1.2 MB), axe from addon-a11y (0.7 MB) and its UI components (0.6 MB)
  // trip Vite's 500 kB warning for app chunks; they belong to this local tool and never reach a
  // host's bundle (bench/sizes.mjs measures that), so the warning only adds noise to the build, as
  // does Rolldown's plugin-timing note, which a busy machine triggers.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    build: {
      ...viteConfig.build,
      chunkSizeWarningLimit: 1500,
      rolldownOptions: { ...viteConfig.build?.rolldownOptions, checks: { ...viteConfig.build?.rolldownOptions?.checks, bundlerTimings: false } },
    },
  }),
};

export default config;
