import type { CompletionView } from './CompletionView';
import type { PlayerDisclosure } from './PlayerDisclosure';
import type { PlayerLanding } from './PlayerLanding';

/** The player's lazily loaded pages, for a build that has their code up front. */
export interface ViewCode {
  landing: typeof PlayerLanding;
  disclosure: typeof PlayerDisclosure;
  completion: typeof CompletionView;
}

/**
 * What `#view-code` gives a browser's build (package.json `imports`, the `default` condition):
 * nothing, so each page stays a chunk fetched by use. A server's build gets `viewCode.server.ts`.
 */
export const viewCode: ViewCode | undefined = undefined;
