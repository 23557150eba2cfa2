import { CoursePlayer, submitProgressTo } from 'ce-course-player';
import { createRoot } from 'react-dom/client';
import { PREVIEW_CONFIG_ID, PREVIEW_PLAYER_ID, type PreviewPageConfig } from '../pageConfig';
import { openAtStorage } from './openAtStorage';

// The preview page's script, bundled with React and the built player by
// scripts/build-preview-page.mjs. The server wrote the notices into the page; this only plays.

const config = JSON.parse(document.getElementById(PREVIEW_CONFIG_ID)?.textContent ?? 'null') as PreviewPageConfig;

new EventSource(config.eventsUrl).addEventListener('reload', () => location.reload());

if (config.payload !== null) {
  // A new learner on each load: progress starts over on reload, in the player and in the scorer alike.
  const userId = `preview-${Date.now().toString(36)}`;
  const persistence = config.openAt ? { key: 'ce-preview', storage: openAtStorage(config.openAt) } : undefined;
  createRoot(document.getElementById(PREVIEW_PLAYER_ID)!).render(
    <CoursePlayer payload={config.payload} userId={userId} onSubmit={submitProgressTo(config.submitUrl)} allowHttp={config.allowHttp} persistence={persistence} />,
  );
}
