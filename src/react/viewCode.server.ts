import { CompletionView } from './CompletionView';
import { PlayerDisclosure } from './PlayerDisclosure';
import { PlayerLanding } from './PlayerLanding';
import { PhaseReadout } from './PhaseReadout';
import { PhaseReview } from './PhaseReview';
import { ResultFeedbackList } from './ResultFeedbackList';
import type { ViewCode } from './viewCode';

/**
 * What `#view-code` gives a server's build (package.json `imports`: node, edge-light, workerd, deno):
 * every page's code up front, so server HTML holds the page the learner sees first, with no preload.
 */
export const viewCode: ViewCode | undefined = { landing: PlayerLanding, disclosure: PlayerDisclosure, completion: CompletionView, readout: PhaseReadout, review: PhaseReview, feedback: ResultFeedbackList };
