import '../../../styles/method.css';
import { createRoot } from 'react-dom/client';
import { CoursePlayer } from '../../../src';
import { makePlayerPayload } from '../../support/playerCourse';

/**
 * A host page whose course shows a lazily loaded kind (card-flip) on its second screen. The player
 * mounts when the node test says (`__mount`), so the test decides whether the connection is there
 * when the course opens (and fetches its kinds' code ahead) or goes before.
 */
declare global {
  interface Window {
    __mount: () => void;
  }
}

function cardFlipCourse() {
  const payload = makePlayerPayload();
  payload.phases[0]!.components.push({
    id: 'cards', type: 'card-flip', reveal_after: null, screen_index: 1, screen_role: 'attached',
    cards: [{ id: 'k', text: 'SGLT2 inhibitor' }, { id: 'd', text: 'Dapagliflozin' }],
  } as never);
  return payload;
}

window.__mount = () => createRoot(document.getElementById('host')!).render(<CoursePlayer payload={cardFlipCourse()} userId="offline-learner" onSubmit={async () => ({})} />);
