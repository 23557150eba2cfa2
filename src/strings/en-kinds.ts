import { hostFormat, type Format } from './format';
import type { PlayerStrings } from './tableTypes';

/**
 * The words of the kinds whose code loads on demand (media, audio, webinar, timed quiz, drag and
 * drop, grouping, card flip, hotspot, narrative escape, scales, evaluation, forms): in the
 * `renderers` and `player` sections of `Strings`, but loaded with those kinds' chunks, not with a
 * page of prose and questions. A lazy kind's renderer reads them through `useKindStrings`.
 */
export const kindStrings = {
  renderers: {
    notAnsweredYet: 'Not answered yet',
    required: '(required)',
    selectPlaceholder: 'Choose…',
    noItems: 'This activity has nothing to answer yet.',

    // timed-quiz: the countdown is a suggestion only (WCAG 2.2.1); it never locks an answer.
    suggestedTime: (seconds: number, f: Format = hostFormat()) => `Suggested time: ${f.duration(seconds)}`,
    timeLeft: (seconds: number, f: Format = hostFormat()) => `Suggested time left: ${f.duration(seconds)}`,
    timeNearlyUp: (seconds: number, f: Format = hostFormat()) => `${f.duration(seconds)} of suggested time left. Take the time you need.`,
    timeUp: 'The suggested time is up. Take the time you need; your answer still counts.',

    // timed-quiz with enforced limits (the default, WCAG 2.2.1): a warning before the end, "More
    // time" to extend, and a question that runs out locks. Each message is spoken once, so none
    // counts seconds down.
    timeLimit: (seconds: number, f: Format = hostFormat()) => `Time limit: ${f.duration(seconds)}`,
    timeLimitLeft: (seconds: number, f: Format = hostFormat()) => `Time left: ${f.duration(seconds)}`,
    timeLimitUp: 'Time is up',
    /** The countdown of a question already answered, which stays changeable until its time is up (warned, with "More time", like any other). */
    timeLimitChangeable: (seconds: number, f: Format = hostFormat()) => `Answered. Time left to change it: ${f.duration(seconds)}`,
    timeLimitWarning: (position: number, seconds: number, f: Format = hostFormat()) =>
      `Question ${f.number(position)} has ${f.duration(seconds)} or less left. Choose “More time” to add time.`,
    timeLimitLastWarning: (position: number, seconds: number, f: Format = hostFormat()) =>
      `Question ${f.number(position)} has ${f.duration(seconds)} or less left. No more time can be added.`,
    moreTime: (position: number, total: number, f: Format = hostFormat()) => (total > 1 ? `More time for question ${f.number(position)}` : 'More time'),
    timeAdded: (position: number, seconds: number, count: number, most: number, f: Format = hostFormat()) =>
      `Added ${f.duration(seconds)} to question ${f.number(position)} (${f.number(count)} of ${f.number(most)}).`,
    timeUpAnswered: (position: number, f: Format = hostFormat()) => `Time is up for question ${f.number(position)}. Your answer is locked in.`,
    timeUpUnanswered: (position: number, f: Format = hostFormat()) => `Time is up for question ${f.number(position)}. It is locked without an answer.`,
    timeUpMovedOn: (position: number, f: Format = hostFormat()) =>
      `Time is up for question ${f.number(position)}. It is locked without an answer. On to the next question.`,

    // drag and drop (drag-drop-match, grouping): announcements read labels, never ids.
    dragInstructions:
      'To pick up an item, press Space or Enter. Use the arrow keys to move it to a place, then press Space or Enter to drop it. Press Escape to cancel. Or select the item, then select a place.',
    dragStart: ({ label }: { label: string }) => `Picked up ${label}.`,
    /** The switch from the drag board to one list per item (WCAG 2.5.7), a toggle. */
    useListsInsteadOfDragging: 'Choose from lists instead of dragging',
    dragOver: ({ label, zone }: { label: string; zone: string | null }) =>
      zone ? `${label} is over ${zone}.` : `${label} is not over a place.`,
    dragEnd: ({ label, zone }: { label: string; zone: string | null }) =>
      zone ? `${label} was dropped on ${zone}.` : `${label} was put back; nothing changed.`,
    dragCancel: ({ label }: { label: string }) => `Moving ${label} was cancelled; nothing changed.`,
    draggableRole: 'draggable',
    clear: 'Clear',
    clearItem: (label: string) => `Clear ${label}`,
    // Tap (or click) an item, then a place: the path that needs no dragging (WCAG 2.5.7).
    tapPicked: ({ label }: { label: string }) => `${label} selected. Choose a place for it, or select it again to cancel.`,
    tapPlaced: ({ label, zone }: { label: string; zone: string }) => `${label} was placed on ${zone}.`,
    tapCancelled: ({ label }: { label: string }) => `${label} was put back; nothing changed.`,
    tapPlaceOn: ({ label, zone }: { label: string; zone: string }) => `Place ${label} on ${zone}`,
    tapChoosePlace: (label: string) => `Choose a place for ${label}.`,

    // drag-drop-match
    matchSourcesHeading: 'Findings',
    matchTargetsHeading: 'Place each on the action it matches',
    matchedTo: (target: string) => `Matched to: ${target}`,
    notMatched: 'Not matched yet',

    // grouping
    groupItemsHeading: 'Items',
    groupZonesHeading: 'Place each item in its group',
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
    sliderValueText: (value: number, endLabel: string | null, f: Format = hostFormat()) => (endLabel ? `${f.number(value)}, ${endLabel}` : f.number(value)),
    scaleHint: (min: number, minLabel: string | null, max: number, maxLabel: string | null, f: Format = hostFormat()) =>
      `${f.number(min)} means ${minLabel || 'lowest'}; ${f.number(max)} means ${maxLabel || 'highest'}.`,
    selectedValue: (value: number, f: Format = hostFormat()) => `Your answer: ${f.number(value)}`,

    // image-hotspot
    imageUnavailable: 'The image could not be shown. Choose from the list instead.',
    hotspotChosen: (label: string) => `Selected: ${label}`,
    hotspotImageFailed: (alt: string) => (alt ? `The image did not load. It shows: ${alt}` : 'The image did not load.'),

    // media (video, talking-avatar, ai-video): each state that cannot play says why in its own words.
    mediaPending: 'This video is still being prepared.',
    mediaFailed: 'This video could not be played.',
    mediaExpired: 'This video link has expired; refreshing…',
    mediaSummaryBelow: 'Its content is summarised below.',
    /** A video that stopped after it was shown: its summary stays in the closed Transcript disclosure, so the page does not move. */
    mediaInTranscript: 'Its content is in the transcript below.',
    /** Degraded mode shows a playable video as its poster and transcript; this button brings the video in. */
    playVideoLabel: 'Play the video',

    // narrative-escape: solutions are the service's; a wrong answer can always be tried again.
    sceneHeading: (position: number, f: Format = hostFormat()) => `Scene ${f.number(position)}`,
    scenesLocked: (count: number, f: Format = hostFormat()) =>
      f.plural(count, { one: '# more scene opens when you solve the puzzles above.', other: '# more scenes open when you solve the puzzles above.' }),
    puzzleSolved: 'Solved',
    puzzleTryAgain: 'Not quite. Choose another answer and check it again.',
    puzzleSolvedAnnouncement: (prompt: string) => `Solved: ${prompt}`,
    puzzleWrongAnnouncement: (prompt: string) => `Not solved yet: ${prompt} Choose another answer and check it again.`,
    sceneOpenedAnnouncement: (title: string) => `New scene: ${title}.`,
    allPuzzlesSolved: 'All puzzles solved. You can continue.',
    /** A tag over a narrative escape shown for review (a completed phase): nothing in it can be changed. */
    escapeReviewing: 'Review: your answers, read-only',

    // evaluation
    yes: 'Yes',
    no: 'No',
    chooseAny: 'Choose any that apply.',
  },
  player: {
    mediaUnavailable: 'This video cannot be played right now. Its content is summarised below.',
    transcriptLabel: 'Transcript',
    /** The button that turns a video's captions on or off (pressed: on). */
    captionsLabel: 'Captions',
    /** Names a caption or subtitle track without a label of its own. */
    trackFallbackLabel: (language: string | null) => (language ? `Captions (${language})` : 'Captions'),
    /** A webinar's caption file link: its track's name, and that it opens in a new tab. */
    webinarCaptionsLink: (name: string) => `${name} (new tab)`,
    /** The link to the same video with audio description. */
    describedVideoLabel: 'Watch with audio description',
    /** Heading of a webinar's caption and subtitle files. */
    webinarCaptionsLabel: 'Captions and subtitles',
    webinarLabel: 'Webinar',
    webinarOpen: 'Open the webinar (new tab)',
    /** The start of a webinar, in the player's time zone, with the zone named. */
    webinarStartsAt: (start: Date, f: Format = hostFormat()) => `Starts ${f.dateTime(start)}`,
    linkUnavailable: 'This link is not available.',
  },
};

/** What a lazily loaded kind's renderer reads: the player's strings and its own. */
export type KindPlayerStrings = PlayerStrings & typeof kindStrings.renderers & typeof kindStrings.player;
