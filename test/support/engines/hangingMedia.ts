import type { ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

/** The path a test page points media at when it needs a request that stays pending. */
export const HANGING_MEDIA_PATH = '/__test__/hanging-media';

/** How long a request is held at most if the suite never releases it. */
const MAX_HOLD_MS = 15_000;

/**
 * A dev-server route whose requests get no answer until the suite releases them (a request to
 * `${HANGING_MEDIA_PATH}/release`, answered 404 each), so a browser suite can hold an image or a
 * video in its loading state in every engine and fail it on purpose with the element's own
 * `error` event. Released at once after use: a browser opens at most six connections to one
 * server, and held ones left open stalled the next suites' module loads (Firefox, WebKit). Only
 * the dev server (Vitest's browser mode, Storybook) has it; a build never sees it.
 */
export function hangingMedia(): Plugin {
  const held = new Set<ServerResponse>();
  const answer = (response: ServerResponse) => {
    if (!held.delete(response)) return;
    response.statusCode = 404;
    response.end();
  };
  return {
    name: 'ce-test-hanging-media',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(HANGING_MEDIA_PATH, (request, response) => {
        if (request.url === '/release') {
          for (const pending of [...held]) answer(pending);
          response.statusCode = 204;
          response.end();
          return;
        }
        held.add(response);
        response.on('close', () => held.delete(response));
        setTimeout(() => answer(response), MAX_HOLD_MS).unref();
      });
    },
  };
}
