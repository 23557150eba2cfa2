/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import type { BrowserContextOptions, LaunchOptions } from 'playwright';
import type { BrowserCommand } from 'vitest/node';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { findChromium } from './scripts/chromium.mjs';
import { findFirefox } from './scripts/firefox.mjs';
import { sourceImportAliases } from './scripts/source-imports.mjs';
import { IN_PAGE_SUITES, type InPageEngineName } from './test/support/engines/inPageSuites.mjs';
import { webkitCommands, webkitgtk } from './test/support/engines/webkitProvider.ts';
import { hangingMedia } from './test/support/engines/hangingMedia.ts';
import { firefoxBidi } from './test/support/engines/firefoxProvider.ts';

// CHROMIUM_PATH, else a system Chromium/Chrome (Debian's, installed by .ci/run, comes first), else the
// one Playwright manages (`npm test`'s pretest fetches it on first need). With none, `npm test` stops
// in pretest; a direct `vitest` run gets the same line once (Vitest loads this file per project).
const chromium = findChromium();
const warned = globalThis as { ceChromiumWarned?: boolean; ceFirefoxWarned?: boolean };
if (!chromium.found && process.env.VITEST && !warned.ceChromiumWarned) {
  warned.ceChromiumWarned = true;
  console.error(chromium.message);
}
const chromiumPath = chromium.found ? chromium.path : undefined;
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

/** The engines Playwright drives (WebKit goes through WebDriver: its own project below). */
type PlaywrightEngine = Exclude<InPageEngineName, 'webkit'>;

// FIREFOX_PATH, else a system Firefox (Debian's firefox-esr, installed by .ci/run, comes first),
// driven over WebDriver BiDi through Playwright's moz-firefox channel (docs/testing.md says why
// Playwright is pinned to 1.64). Without one, the Firefox project says so once and fails to launch.
const firefox = findFirefox();
if (!firefox.found && process.env.VITEST && !warned.ceFirefoxWarned) {
  warned.ceFirefoxWarned = true;
  console.error(firefox.message);
}

/** How each engine's browser is launched for the in-page suites. */
const LAUNCH_OPTIONS: Record<PlaywrightEngine, LaunchOptions> = {
  chromium: { executablePath: chromiumPath, args: chromiumArgs },
  firefox: { channel: 'moz-firefox', executablePath: firefox.found ? firefox.path : undefined },
};

/**
 * The top page each engine opens, and what it runs. Vitest wraps the test frame in a box it scales
 * with a CSS transform (scale(1) when the top page is larger than the frame). Playwright over BiDi
 * finds an element inside a transformed box "not visible" and its clicks time out (measured with
 * playwright 1.63 and 1.64 on Firefox 153: even scale(1) does it; CDP in Chromium does not mind).
 * So Firefox's top page is larger than any frame a suite asks for (layout goes to 1280 wide), and
 * the box is left untransformed: the frame is shown at its own size, as the transform would have.
 */
const TOP_PAGE: Record<PlaywrightEngine, { contextOptions: BrowserContextOptions; orchestratorScripts: Array<{ content: string }> }> = {
  chromium: { contextOptions: {}, orchestratorScripts: [] },
  firefox: {
    contextOptions: { viewport: { width: 1600, height: 1200 } },
    orchestratorScripts: [{ content: "document.head.append(Object.assign(document.createElement('style'), { textContent: '#vitest-tester { transform: none !important; }' }));" }],
  },
};

/** Commands the in-page suites call in Node, the same in every engine. */
const commands: Record<string, BrowserCommand<any[]>> = {
  // test/reliability suites print their one-line figure from Node, past any console guard.
  reportFigure: (_context, line: string) => {
    process.stdout.write(`[figure] ${line}\n`);
  },
  // The screenshot suite sizes the top page to the whole story: a smaller one scales the test frame down, and a frame shorter than its story clips it.
  resizeTopPage: async (context, width: number, height: number) => {
    await context.page.setViewportSize({ width, height });
  },
  // Print (or screen) media for the page and its test frame, in every engine (CDP's Emulation.setEmulatedMedia is Chromium's alone).
  emulateMedia: async (context, media: 'print' | 'screen' | null) => {
    await context.page.emulateMedia({ media });
  },
  // A play function's click leaves the real pointer over the next story's controls (a hover border in its screenshot): park it in the frame's bottom strip, below the story.
  parkPointer: async (context) => {
    const box = await (await (await context.frame()).frameElement()).boundingBox();
    if (box) await context.page.mouse.move(box.x + box.width / 2, box.y + box.height - 2);
  },
};

/** One Vitest browser project per engine, over the suites test/support/engines/inPageSuites.ts lists for it; Chromium's keeps the name `browser`. */
function inPageProject(engine: PlaywrightEngine) {
  return {
    extends: true,
    // The stories' images, served at /story-assets/ as Storybook's staticDirs serves them.
    publicDir: 'stories/static',
    test: {
      name: engine === 'chromium' ? 'browser' : `browser-${engine}`,
      include: [...IN_PAGE_SUITES[engine]],
      setupFiles: ['test/support/browser-setup.ts'],
      testTimeout: 60_000,
      browser: {
        enabled: true,
        headless: true,
        screenshotFailures: false,
        // Firefox's finds the test frame by its element, not by a name BiDi may never report (firefoxProvider.ts).
        provider: (engine === 'firefox' ? firefoxBidi : playwright)({ launchOptions: LAUNCH_OPTIONS[engine], contextOptions: TOP_PAGE[engine].contextOptions }),
        orchestratorScripts: TOP_PAGE[engine].orchestratorScripts,
        instances: [{ browser: engine }],
        commands,
      },
    },
  } satisfies TestProjectInlineConfiguration;
}

const runtimeDependencies = [
  'react',
  'react-dom',
  'zustand',
  'valibot',
  'dompurify',
  'jsdom',
  '@radix-ui/react-slider',
  '@radix-ui/react-radio-group',
  '@dnd-kit/core',
  'idb-keyval',
];

// `#view-code` and `#kind-code` stay as written: the host's bundler picks the browser's or the
// server's module by its conditions (package.json `imports`).
const isExternal = (id: string) =>
  id.startsWith('node:') || id.startsWith('#') || runtimeDependencies.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * Source folders whose modules run React (hooks, context, components). With one output file per
 * module, each of them must itself start with "use client" for server-component frameworks; Vite
 * drops directives found in source, so the banner is added on output.
 */
const CLIENT_FOLDERS = /^(react|renderers|controls|catalog|course|registry|store|i18n)\//;
const clientBanner = (chunk: { isEntry: boolean; name: string; facadeModuleId: string | null }) => {
  if (chunk.isEntry && chunk.name === 'index') return '"use client";';
  // The command-line check: npm links this file as the `ce-course-player` bin.
  if (chunk.isEntry && chunk.name === 'cli/bin') return '#!/usr/bin/env node';
  const source = chunk.facadeModuleId?.replace(/\\/g, '/').split('/src/')[1];
  return source && CLIENT_FOLDERS.test(source) && /\.tsx$|\/use[A-Z][^/]*\.ts$/.test(source) ? '"use client";' : '';
};

export default defineConfig({
  // hangingMedia: a dev-server route that never answers, for the browser suites' loading states.
  plugins: [react(), hangingMedia()],
  // Stories and tests may import the public entry names; they resolve to the source here.
  resolve: {
    alias: [
      { find: /^ce-course-player$/, replacement: fileURLToPath(new URL('./src/index.ts', import.meta.url)) },
      { find: /^ce-course-player\/contract$/, replacement: fileURLToPath(new URL('./src/entries/contract.ts', import.meta.url)) },
      { find: /^ce-course-player\/locales\/(en|es)$/, replacement: fileURLToPath(new URL('./src/locales/$1.ts', import.meta.url)) },
      ...sourceImportAliases(false),
    ],
  },
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
        xapi: 'src/xapi/index.ts',
        scorm: 'src/scorm/index.ts',
        // Node only (node:zlib, node:crypto): the packager the `scorm` command runs.
        'scorm-package': 'src/scorm/package/index.ts',
        'locales/en': 'src/locales/en.ts',
        'locales/es': 'src/locales/es.ts',
        'cli/bin': 'src/cli/bin.ts',
        // The development service: Fetch API route handlers and a Vite plugin, Node side only.
        'dev-service': 'src/dev/devService.ts',
        vite: 'src/dev/vitePlugin.ts',
        // The two sides of package.json `imports`, which nothing imports by path.
        'react/viewCode': 'src/react/viewCode.ts',
        'react/viewCode.server': 'src/react/viewCode.server.ts',
        'renderers/kindCode': 'src/renderers/kindCode.ts',
        'renderers/kindCode.server': 'src/renderers/kindCode.server.ts',
      },
      formats: ['es'],
    },
    rollupOptions: {
      external: isExternal,
      output: {
        // One file per source module, so a host's bundler keeps only what a page imports.
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
        banner: clientBanner,
      },
    },
  },
  test: {
    globals: true,
    // The usual output, then each project's seconds (docs/testing.md, "Running less").
    reporters: ['default', './test/support/reporters/projectSeconds.ts'],
    // Whole-course keyboard walks (jsdom), the fuzzer and the packed-package check take seconds;
    // on a busy two-core machine 5 s timed them out. A hang still fails.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        // Node is where the server renders: its suites get a server's modules, as a host's server does.
        resolve: { alias: sourceImportAliases(true) },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/unit/**/*.test.{ts,tsx}', 'test/package/**/*.test.ts', 'test/reliability/**/*.node.test.{ts,tsx}', 'test/scorm/**/*.node.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['test/dom/**/*.test.{ts,tsx}', 'test/reliability/**/*.dom.test.{ts,tsx}', 'test/scorm/**/*.dom.test.ts'],
          setupFiles: ['test/support/dom-setup.ts'],
        },
      },
      ...(['chromium', 'firefox'] as const).map(inPageProject),
      {
        extends: true,
        publicDir: 'stories/static',
        // Found only once a test imports them: optimized mid-run, Vite reloads the page and the
        // next test gets a second copy of React (layout.test.tsx failed so on a fresh cache).
        optimizeDeps: { include: ['axe-core', '@storybook/react-vite', 'storybook/test', '@testing-library/react'] },
        test: {
          // WebKit (Debian's WebKitGTK MiniBrowser under an Xvfb of its own, over classic WebDriver):
          // the engine of every iOS browser, and the one that takes the DOMPurify path (no Sanitizer API).
          name: 'webkit',
          include: [...IN_PAGE_SUITES.webkit],
          // One file at a time: the mouse walk's real clicks take the window's focus from a keyboard
          // walk running beside it in another frame (keyboard-claim, keyboard-axe and the screenshot
          // walk each lost their keys so once the mouse walk joined this list).
          fileParallelism: false,
          setupFiles: ['test/support/browser-setup.ts', 'test/support/engines/webkit-setup.ts'],
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: webkitgtk(),
            instances: [{ browser: 'webkit' }],
            commands: {
              ...webkitCommands,
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
