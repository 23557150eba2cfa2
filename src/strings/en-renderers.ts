/**
 * Every string the kind renderers show or announce (drag announcements included). Merged into
 * `defaultStrings` (./en.ts): renderers read it from `props.strings`, never from here, so the
 * `labels` prop overrides any entry.
 */
export const rendererStrings = {
  notAnsweredYet: 'Not answered yet',
  required: '(required)',
  selectPlaceholder: 'Choose…',
  noItems: 'This activity has nothing to answer yet.',

  // timed-quiz: the countdown is a suggestion only (WCAG 2.2.1); it never locks an answer.
  suggestedTime: (seconds: number) => `Suggested time: ${formatDuration(seconds)}`,
  timeLeft: (seconds: number) => `Suggested time left: ${formatDuration(seconds)}`,
  timeNearlyUp: (seconds: number) => `${formatDuration(seconds)} of suggested time left. Take the time you need.`,
  timeUp: 'The suggested time is up. Take the time you need; your answer still counts.',

  // drag and drop (drag-drop-match, grouping): announcements read labels, never ids.
  dragInstructions:
    'To pick up an item, press Space or Enter. Use the arrow keys to move it to a place, then press Space or Enter to drop it. Press Escape to cancel.',
  dragStart: ({ label }: { label: string }) => `Picked up ${label}.`,
  dragOver: ({ label, zone }: { label: string; zone: string | null }) =>
    zone ? `${label} is over ${zone}.` : `${label} is not over a place.`,
  dragEnd: ({ label, zone }: { label: string; zone: string | null }) =>
    zone ? `${label} was dropped on ${zone}.` : `${label} was put back; nothing changed.`,
  dragCancel: ({ label }: { label: string }) => `Moving ${label} was cancelled; nothing changed.`,
  draggableRole: 'draggable',
  clear: 'Clear',
  clearItem: (label: string) => `Clear ${label}`,

  // drag-drop-match
  matchSourcesHeading: 'Findings',
  matchTargetsHeading: 'Drop each on the action it matches',
  matchedTo: (target: string) => `Matched to: ${target}`,
  notMatched: 'Not matched yet',

  // grouping
  groupItemsHeading: 'Items',
  groupZonesHeading: 'Drop each item on its group',
  placedIn: (group: string) => `In: ${group}`,
  notPlaced: 'Not placed yet',

  // card-flip
  unpairedCardsHeading: 'Cards',
  pairsHeading: 'Your pairs',
  noPairsYet: 'No pairs yet.',
  cardSelectedHint: 'Select two cards to pair them. Select a chosen card again to put it down.',
  pairWith: (card: string) => `${card} pairs with`,
  pairAction: 'Pair',
  pairActionLabel: (card: string) => `Pair ${card} with the chosen card`,
  pairedAnnouncement: (first: string, second: string) => `Paired ${first} with ${second}.`,
  unpairedAnnouncement: (first: string, second: string) => `Unpaired ${first} and ${second}.`,
  unpair: 'Unpair',
  unpairLabel: (first: string, second: string) => `Unpair ${first} and ${second}`,

  // confidence-check and evaluation sliders
  sliderValueText: (value: number, endLabel: string | null) => (endLabel ? `${value}, ${endLabel}` : String(value)),
  scaleHint: (min: number, minLabel: string | null, max: number, maxLabel: string | null) =>
    `${min} means ${minLabel || 'lowest'}; ${max} means ${maxLabel || 'highest'}.`,
  selectedValue: (value: number) => `Your answer: ${value}`,

  // image-hotspot
  imageUnavailable: 'The image could not be shown. Choose from the list instead.',
  hotspotChosen: (label: string) => `Selected: ${label}`,
  hotspotImageFailed: (alt: string) => (alt ? `The image did not load. It shows: ${alt}` : 'The image did not load.'),

  // media (video, talking-avatar, ai-video): each state that cannot play says why in its own words.
  mediaPending: 'This video is still being prepared.',
  mediaFailed: 'This video could not be played.',
  mediaExpired: 'This video link has expired; refreshing…',
  mediaSummaryBelow: 'Its content is summarised below.',

  // narrative-escape: solutions are the service's; a wrong answer can always be tried again.
  sceneHeading: (position: number) => `Scene ${position}`,
  scenesLocked: (count: number) => `${count} more ${count === 1 ? 'scene opens' : 'scenes open'} when you solve the puzzles above.`,
  puzzleSolved: 'Solved',
  puzzleTryAgain: 'Not quite. Choose another answer and check it again.',
  puzzleSolvedAnnouncement: (prompt: string) => `Solved: ${prompt}`,
  puzzleWrongAnnouncement: (prompt: string) => `Not solved yet: ${prompt} Choose another answer and check it again.`,
  sceneOpenedAnnouncement: (title: string) => `New scene: ${title}.`,
  allPuzzlesSolved: 'All puzzles solved. You can continue.',

  // evaluation
  yes: 'Yes',
  no: 'No',
  chooseAny: 'Choose any that apply.',
};

export type RendererStrings = typeof rendererStrings;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** "45 seconds", "1 minute 30 seconds": read aloud the same as it looks. */
function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return plural(whole, 'second');
  const rest = whole % 60;
  return rest === 0 ? plural(whole / 60, 'minute') : `${plural(Math.floor(whole / 60), 'minute')} ${plural(rest, 'second')}`;
}
