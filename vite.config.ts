/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';

// Debian's Chromium, installed by .ci/run; never a downloaded browser build.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const runtimeDependencies = [
  'react',
  'react-dom',
  'zustand',
  'valibot',
  'dompurify',
  '@radix-ui/react-slider',
  '@radix-ui/react-radio-group',
  '@dnd-kit/core',
];

const isExternal = (id: string) =>
  runtimeDependencies.some((name) => id === name || id.startsWith(`${name}/`));

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: true,
    emptyOutDir: true,
    lib: {
      entry: {
        index: 'src/index.ts',
        contract: 'src/entries/contract.ts',
        client: 'src/client/index.ts',
        webhooks: 'src/webhooks/index.ts',
      },
      formats: ['es'],
    },
    rollupOptions: {
      external: isExternal,
      output: {
        // The React entry is a client module for server-component frameworks (Next.js app router).
        banner: (chunk) => (chunk.isEntry && chunk.name === 'index' ? '"use client";' : ''),
      },
    },
  },
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/unit/**/*.test.{ts,tsx}', 'test/package/**/*.test.ts', 'test/reliability/**/*.node.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['test/dom/**/*.test.{ts,tsx}', 'test/reliability/**/*.dom.test.{ts,tsx}'],
          setupFiles: ['test/support/dom-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.{ts,tsx}', 'test/reliability/**/*.browser.test.{ts,tsx}'],
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
            // test/reliability suites print their one-line figure from Node, past any console guard.
            commands: {
              reportFigure: (_context, line: string) => {
                process.stdout.write(`[figure] ${line}\n`);
              },
            },
          },
        },
      },
    ],
  },
});
