/**
 * The strings of the kind renderers a page of prose and questions loads with the player: the
 * always-loaded part of the `renderers` section of `Strings` (the lazily loaded kinds' own are in
 * `en-kinds.ts`). Renderers read it from `props.strings`, never from here, so a host's table
 * overrides any entry; a message with a value takes the locale's `Format` last.
 */
export const rendererStrings = {
  // image: a refused URL and a failed load are one state to the learner, so one message.
  imageFailed: (alt: string) => (alt ? `The image did not load. It shows: ${alt}` : 'The image did not load.'),
  /** The name of an image the payload sent without alt, caption or title: announced, never silently decorative. */
  imageUndescribed: 'Image without a description',
};

export type RendererStrings = typeof rendererStrings;
