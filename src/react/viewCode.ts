import type { CompletionView } from './CompletionView';
import type { PlayerDisclosure } from './PlayerDisclosure';
import type { PlayerLanding } from './PlayerLanding';
import type { PhaseReadout } from './PhaseReadout';
import type { PhaseReview } from './PhaseReview';
import type { ResultFeedbackList } from './ResultFeedbackList';

/** The player's lazily loaded pages and views, for a build that has their code up front. */
export interface ViewCode {
  landing: typeof PlayerLanding;
  disclosure: typeof PlayerDisclosure;
  completion: typeof CompletionView;
  readout: typeof PhaseReadout;
  review: typeof PhaseReview;
  feedback: typeof ResultFeedbackList;
}

/**
 * What `#view-code` gives a browser's build (package.json `imports`, the `default` condition):
 * nothing, so each page stays a chunk fetched by use. A server's build gets `viewCode.server.ts`.
 */
export const viewCode: ViewCode | undefined = undefined;
