import type { KindPlayerStrings } from '../../strings/en-kinds';

interface Toggle {
  on: boolean;
  toggle: () => void;
}

export interface MediaCaptionsProps {
  /** The video's captions, on or off; null when it has no caption track. */
  captions: Toggle | null;
  /** Playing the described version (audio description) instead; null when there is none. */
  described: Toggle | null;
  strings: KindPlayerStrings;
}

/**
 * Caption and audio-description switches under a video, as pressed buttons: the browser's own
 * captions menu is not in every engine's controls, nor reachable the same way by keyboard.
 * Rendered state: `aria-pressed`, and a tick the eye sees (hidden from the accessible name, which
 * generated content with alternative text is not in every engine).
 */
export function MediaCaptions({ captions, described, strings }: MediaCaptionsProps) {
  if (!captions && !described) return null;
  return (
    <div className="method-media__options">
      {captions && (
        <button type="button" className="method-button method-media__option" data-variant="secondary" aria-pressed={captions.on} onClick={captions.toggle}>
          {captions.on && <span className="method-media__tick" aria-hidden="true">✓ </span>}
          {strings.captionsLabel}
        </button>
      )}
      {described && (
        <button type="button" className="method-button method-media__option" data-variant="secondary" aria-pressed={described.on} onClick={described.toggle}>
          {described.on && <span className="method-media__tick" aria-hidden="true">✓ </span>}
          {strings.describedVideoLabel}
        </button>
      )}
    </div>
  );
}
