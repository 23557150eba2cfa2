import type { Plugin } from 'vite';

/** The path a test page points media at when it needs a request that stays pending. */
export const HANGING_MEDIA_PATH = '/__test__/hanging-media';

/**
 * A dev-server route whose requests never get an answer (until the browser gives up or the page
 * goes), so a browser suite can hold an image or a video in its loading state for as long as it
 * needs, in every engine, and then fail it on purpose with the element's own `error` event. Only
 * the dev server (Vitest's browser mode, Storybook) has it; a build never sees it.
 */
export function hangingMedia(): Plugin {
  return {
    name: 'ce-test-hanging-media',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(HANGING_MEDIA_PATH, (request) => {
        // Never answered: the socket closes with the page.
        request.resume();
      });
    },
  };
}
