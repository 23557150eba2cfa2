// Shared by the preview server (Node) and the preview page's script (the browser): type-only on
// the page's side, so none of the server's code is bundled into the page.

/** Where `--open` starts the learner, and the required phases before it that must count as done to enter it. */
export interface PreviewOpenAt {
  phaseId: string;
  /** 0-based, as the player's position counts screens. */
  screenIndex: number;
  completedPhaseIds: readonly string[];
}

/** What the page's script reads from the page: the course to play and how. */
export interface PreviewPageConfig {
  /** The course file's JSON, or null when it could not be read as JSON (the page then shows only its notices). */
  payload: unknown;
  allowHttp: boolean;
  openAt: PreviewOpenAt | null;
  submitUrl: string;
  /** Server-sent events: `reload` when the course or keys file changed. */
  eventsUrl: string;
}

/** The id of the `<script type="application/json">` holding the config. */
export const PREVIEW_CONFIG_ID = 'ce-preview-config';
/** The id of the element the player mounts in. */
export const PREVIEW_PLAYER_ID = 'ce-preview-player';
