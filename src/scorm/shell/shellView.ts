// The launch page's few visible states, built with DOM calls (no markup strings). Plain words:
// the learner sees this when something is wrong, and may not know what an LMS is.

export const SHELL_TEXT = {
  opening: 'Opening the course…',
  notReady: 'The course did not open. Check your internet connection and try again. If it keeps happening, your organization’s network may be blocking the course’s website.',
  retry: 'Try again',
  noLms: 'This course could not connect to your learning system, so your progress and result will not be recorded there. You can still take the course.',
  wrongLms: 'This course package is not set up for this learning system. Please tell your learning system’s administrator.',
  damaged: 'This course package is damaged and cannot open. Please tell your learning system’s administrator.',
} as const;

export interface ShellView {
  /** The status line (role=status): an empty string hides it. */
  say(text: string): void;
  /** Shows the LMS notice above the course; it stays. */
  warnNoLms(): void;
  /** Shows the Retry button, calling `onRetry` once when pressed. */
  offerRetry(onRetry: () => void): void;
  frame: HTMLIFrameElement;
  showFrame(): void;
}

export function createShellView(document: Document, title: string): ShellView {
  const root = document.body;
  const banner = document.createElement('p');
  banner.className = 'ce-scorm-banner';
  banner.hidden = true;
  const status = document.createElement('p');
  status.className = 'ce-scorm-status';
  status.setAttribute('role', 'status');
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = SHELL_TEXT.retry;
  retry.hidden = true;
  const frame = document.createElement('iframe');
  frame.title = title;
  frame.hidden = true;
  frame.setAttribute('allow', 'fullscreen; autoplay');
  root.append(banner, status, retry, frame);
  return {
    say(text) {
      status.textContent = text;
      status.hidden = text === '';
    },
    warnNoLms() {
      banner.textContent = SHELL_TEXT.noLms;
      banner.hidden = false;
    },
    offerRetry(onRetry) {
      retry.hidden = false;
      retry.onclick = () => {
        retry.hidden = true;
        onRetry();
      };
    },
    frame,
    showFrame() {
      frame.hidden = false;
      status.hidden = true;
      // The course gets the keyboard: a frame of another origin may not take focus by script
      // itself (WebKit refuses it until the learner clicks in), but its parent may give it.
      frame.focus();
    },
  };
}
