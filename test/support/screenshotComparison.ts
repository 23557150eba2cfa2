/**
 * How a screenshot is held against its baseline (`toMatchScreenshot`), for every suite that keeps
 * baselines. pixelmatch's `threshold` is how far apart in colour (YIQ) two pixels may be and still
 * count as the same: at its default of 0.1 the accent could turn 12 degrees of hue unseen, so it is
 * 0.02 (a turn of 3 degrees shows; a rounding step of one or two levels does not). Anti-aliased
 * pixels are not counted; the corner pixels of rounded cards at the image's top edge, which it
 * cannot tell are anti-aliased, differ by up to 37 pixels from run to run, so 100 may differ: a
 * number, not a share of the image, so a tall story hides no more than a short one.
 */
export const SCREENSHOT_COMPARISON = {
  comparatorName: 'pixelmatch',
  comparatorOptions: { threshold: 0.02, allowedMismatchedPixels: 100 },
} as const;
