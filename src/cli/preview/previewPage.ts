import type { PreviewLoad, PreviewNotice } from './loadPreview';
import { PREVIEW_CONFIG_ID, PREVIEW_PLAYER_ID, type PreviewPageConfig } from './pageConfig';
import { PREVIEW_API } from './previewService';

/** The preview's own routes, beside the development service's under PREVIEW_API. */
export const PREVIEW_ROUTES = { script: '/preview/page.js', stylesheet: '/preview/method.css', events: '/preview/events' } as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// `<` escaped, the JSON cannot close its script element or open a comment inside it.
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function noticeHtml({ tone, text }: PreviewNotice): string {
  return `<p class="method-notice" data-tone="${tone}"${tone === 'error' ? ' role="alert"' : ''}>${escapeHtml(text)}</p>`;
}

/** What the page says about itself, whatever the files hold. */
export interface PreviewPageOptions {
  allowHttp: boolean;
  /** The files whose changes reload the page, as the author named them. */
  watched: readonly string[];
  /** False when the built page script is missing: the page then says so instead of playing. */
  hasScript: boolean;
}

/**
 * The preview page. Its notices are written here, in the HTML, not by its script: a course that
 * does not read, or a script that does not load, still leaves a page that says what is wrong.
 */
export function previewPageHtml(load: PreviewLoad, options: PreviewPageOptions): string {
  const about: PreviewNotice = {
    tone: 'info',
    text: `Preview of ${options.watched[0]}, played by this package's player. It reloads when ${options.watched.join(' or ')} changes, and the learner's progress starts over on each reload.`,
  };
  const missing: PreviewNotice = { tone: 'error', text: "The preview page's script (dist/preview/page.js) is missing from this copy of ce-course-player: run `npm run build` in the package." };
  const notices = [about, ...load.notices, ...(options.hasScript ? [] : [missing])];
  const config: PreviewPageConfig = {
    payload: load.payload,
    allowHttp: options.allowHttp,
    openAt: load.openAt,
    submitUrl: `${PREVIEW_API}/submit-progress`,
    eventsUrl: PREVIEW_ROUTES.events,
  };
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Preview: ${escapeHtml(load.title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${PREVIEW_ROUTES.stylesheet}">
<style>body { max-width: 64rem; margin: 0 auto; padding: 1rem; }</style>
</head>
<body>
<section class="method-player" data-theme="light" aria-label="About this preview">
${notices.map(noticeHtml).join('\n')}
</section>
<main id="${PREVIEW_PLAYER_ID}"></main>
<script id="${PREVIEW_CONFIG_ID}" type="application/json">${scriptJson(config)}</script>
${options.hasScript ? `<script type="module" src="${PREVIEW_ROUTES.script}"></script>` : ''}
</body>
</html>
`;
}
