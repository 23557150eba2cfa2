#!/usr/bin/env node
/**
 * Writes docs/accessibility-conformance.md, the accessibility conformance report in the shape of
 * VPAT® 2.5 (WCAG edition), from the evidence map below, for providers whose buyers ask for one.
 *
 * Every WCAG 2.2 Level A and AA success criterion (and 4.1.1 Parsing, obsolete in 2.2) has one
 * entry: the VPAT conformance term, the remarks, and its evidence. Evidence is checked before
 * anything is written, and the run fails listing each piece that no longer holds:
 *   { file, test }    a test title (or a distinctive part of it) that appears on a test line of file;
 *   { file, code }    a design fact: text that appears in the source file;
 *   { file, absent }  a design fact by absence: text that must NOT appear in the file.
 *
 *   node scripts/accessibility-conformance.mjs          (re)writes the report
 *   node scripts/accessibility-conformance.mjs --check  exits 1 when the report on disk is stale
 *
 * The body holds no date, only the package version, so regenerating an unchanged map is a no-op.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const REPORT_PATH = 'docs/accessibility-conformance.md';

/** The four terms VPAT 2.5 allows for Level A and AA. */
export const LEVELS = ['Supports', 'Partially Supports', 'Does Not Support', 'Not Applicable'];

// Files cited often.
const STORIES_AXE = 'test/browser/stories-axe.test.tsx';
const KEYBOARD_AXE = 'test/browser/keyboard-axe.test.tsx';
const SCREEN_READER = 'test/browser/screen-reader.test.tsx';
const LAYOUT = 'test/browser/layout.test.tsx';
const LAYOUT_I18N = 'test/browser/layout-i18n.test.tsx';
const LOOK = 'test/browser/look.test.tsx';
const DND = 'test/browser/renderers-dnd.test.tsx';
const DOM_STORIES = 'test/dom/player/stories.test.tsx';
const NAVIGATION = 'test/dom/player/navigation.test.tsx';
const CSS = 'styles/method.css';

const axeEveryStory = { file: STORIES_AXE, test: 'has no axe violation of any impact' };
const axeEveryStoryDom = { file: DOM_STORIES, test: 'renders and passes axe' };
const keyboardWalk = { file: KEYBOARD_AXE, test: 'plays the first two phases with Tab, Space, arrows and Enter, axe-clean on every screen' };
const screenReaderWalk = { file: SCREEN_READER, test: 'hears the intro, the pre-test, the content and the education phase as a learner would' };

/**
 * The evidence map. `since` is the WCAG version that added the criterion (VPAT 2.5 prints it as
 * "Level A 2.1 and 2.2"); `removedIn` marks 4.1.1.
 */
export const CRITERIA = [
  // ---------------------------------------------------------------- Level A
  {
    id: '1.1.1', name: 'Non-text Content', level: 'A', since: '2.0',
    conformance: 'Supports',
    remarks: 'Images, hotspot pins, scene images and catalog cards carry the text alternative the payload authors, and an image that fails to load says so with its description; axe (image-alt, svg-img-alt, role-img-alt, input-image-alt) passes on every story. An image or hotspot image the payload sends without `alt` (the spec promises one) is never rendered as decorative: it is named by its caption or title, else "Image without a description", and both the player (a normalize diagnostic) and `ce-course-player check` report it to the course author. A narrative-escape scene image without alt stays decorative beside the scene\'s own text. Media without captions or transcript is reported the same way (see 1.2.x). How good a description is stays the course author\'s.',
    evidence: [
      axeEveryStory,
      { file: 'test/dom/renderers/image.test.tsx', test: 'shows its description and a notice when the image does not load' },
      { file: 'test/dom/renderers/image.test.tsx', test: 'names an image the payload sent without alt by %s, never as decorative' },
      { file: 'src/cli/checkCaptions.test.ts', test: 'warns on an image without alt text, at its alt' },
      { file: 'test/dom/renderers/image-hotspot.test.tsx', test: 'places labelled hotspot buttons over the image' },
      { file: 'test/dom/renderers/image-hotspot.test.tsx', test: 'names the image by %s, never as decorative' },
    ],
  },
  {
    id: '1.2.1', name: 'Audio-only and Video-only (Prerecorded)', level: 'A', since: '2.0',
    conformance: 'Supports',
    remarks: 'Audio shows its transcript beside the player, open when there is no playable URL, and a video shows the service\'s summary (`fallback_html`) and transcript one click away, in full when it cannot play or in the degraded view (its poster and transcript, the video only when the learner asks for it). The alternative itself is the course author\'s text: `ce-course-player check` warns on media that carries no transcript or captions, so a missing one is seen before learners meet it.',
    evidence: [
      { file: 'test/dom/player/media.test.tsx', test: 'plays only when ready and unexpired, else says why and shows poster, fallback and transcript' },
      { file: 'test/dom/renderers/media.test.tsx', test: 'as its poster and the summary and transcript in full, with no video until asked' },
      { file: 'src/renderers/audio/AudioRenderer.tsx', code: '<details className="method-media__transcript" open={!src}>' },
    ],
  },
  {
    id: '1.2.2', name: 'Captions (Prerecorded)', level: 'A', since: '2.0',
    conformance: 'Supports',
    remarks: 'Video, talking-avatar and ai-video blocks play their WebVTT caption and subtitle tracks as native `<track>` elements (the platform\'s caption settings apply), from the payload or from the host\'s `mediaTracks`. The track in the learner\'s language shows by default, in rich and degraded mode, and a Captions switch turns them off and on. Proven with a real WebVTT file in a real engine (the cue shown, the switch) and in jsdom (every field spelling, the default choice, the allowlist). A course whose video has no captions is the author\'s to fix; `ce-course-player check` warns on it.',
    evidence: [
      { file: 'test/browser/media-captions.test.tsx', test: 'shows the English WebVTT cue by default (%s)' },
      { file: 'test/browser/media-captions.test.tsx', test: 'turns captions off and on with the Captions switch' },
      { file: 'test/dom/renderers/media-captions.test.tsx', test: 'as a native <track>, shown by default' },
      { file: 'test/dom/renderers/media-captions.test.tsx', test: 'shows by default the track in the learner' },
    ],
  },
  {
    id: '1.2.3', name: 'Audio Description or Media Alternative (Prerecorded)', level: 'A', since: '2.0',
    conformance: 'Supports',
    remarks: 'The media alternative is the service\'s `fallback_html` and transcript, which the player always shows beside a video (one click away) and in full when the video cannot play; a video that stops after it was shown keeps its frame, the notice inside saying the content is in the transcript just below, still one click away, so the page does not move under the learner; opening it also satisfies a media completion rule, so the alternative is never second-class. A described version of the video (`described_video_url`) plays on "Watch with audio description", and `descriptions` tracks are kept native.',
    evidence: [
      { file: 'test/dom/player/media.test.tsx', test: 'plays only when ready and unexpired, else says why and shows poster, fallback and transcript' },
      { file: 'test/dom/renderers/media.test.tsx', test: 'on a load error stops and says so in that frame, the transcript one click away as before' },
      { file: 'test/dom/renderers/media-captions.test.tsx', test: 'switches to the version with audio description and back' },
      { file: 'test/dom/player/media-completion.test.tsx', test: 'is completed by opening the transcript, an accessible alternative' },
    ],
  },
  {
    id: '1.3.1', name: 'Info and Relationships', level: 'A', since: '2.0',
    conformance: 'Supports',
    remarks: 'Headings, lists, landmarks (the phases as a navigation landmark, each screen a labelled region), fieldsets and radio groups named by their question, labelled form fields and required markers. axe (list, listitem, aria-required-children/parent, td-headers-attr, th-has-data-cells, label) passes on every story; the screen-reader walk asserts the roles, names and group structure heard.',
    evidence: [
      axeEveryStory,
      screenReaderWalk,
      { file: NAVIGATION, test: 'shows the first screen, its position, and the phases as a navigation landmark' },
      { file: 'test/dom/course/FollowUp.test.tsx', test: 'renders labelled groups with required markers' },
    ],
  },
  {
    id: '1.3.2', name: 'Meaningful Sequence', level: 'A', since: '2.0',
    conformance: 'Supports',
    remarks: 'Blocks render in DOM order as authored; revealed content appears in its authored place, after the answer that reveals it; drag-and-drop items stay in one list. The screen-reader walk reads each screen in order; right-to-left layouts mirror with CSS logical properties, not DOM reordering.',
    evidence: [
      { file: 'test/dom/player/screen-blocks.test.tsx', test: 'shows every block in order, in one plain box per group of visible blocks' },
      { file: NAVIGATION, test: 'reveals the block gated on an ungraded choice as soon as it is answered, in its authored place' },
      screenReaderWalk,
      { file: 'test/browser/rtl.test.tsx', test: 'mirrors the player: the phases read from the right and text starts on the right' },
    ],
  },
  {
    id: '1.3.3', name: 'Sensory Characteristics', level: 'A', since: '2.0',
    conformance: 'Supports',
    remarks: 'The player\'s own instructions name controls and keys, not shape, colour, size or position (e.g. the drag instructions, the reason a forward control is disabled). Instructions inside course prose are the service\'s content.',
    evidence: [
      { file: 'src/strings/en-kinds.ts', code: 'dragInstructions:' },
      { file: NAVIGATION, test: 'keeps Continue focusable but inert with a stated reason until the question is answered' },
    ],
  },
  {
    id: '1.4.1', name: 'Use of Color', level: 'A', since: '2.0',
    conformance: 'Supports',
    remarks: 'Verdicts carry a word and a mark as well as a colour, in the light and dark themes; a locked phase is told by shape; a chosen pin wears a ring; links in text are underlined (axe link-in-text-block runs on every story in Chromium).',
    evidence: [
      { file: LOOK, test: 'the verdict carries a mark as well as its word' },
      { file: 'test/browser/verdicts.test.tsx', test: 'each verdict has its word, its mark and the border colour of that word' },
      { file: LOOK, test: 'a locked phase is told by shape, not only by colour' },
      { file: LOOK, test: 'a chosen hotspot pin stands out from the others' },
      axeEveryStory,
    ],
  },
  {
    id: '1.4.2', name: 'Audio Control', level: 'A', since: '2.0',
    conformance: 'Supports',
    remarks: 'Nothing plays on its own: audio and video start only when the learner presses play, with the browser\'s native controls (no `autoplay` anywhere in the renderers); axe no-autoplay-audio runs on every story.',
    evidence: [
      { file: 'src/renderers/media/MediaRenderer.tsx', absent: 'autoPlay' },
      { file: 'src/renderers/audio/AudioRenderer.tsx', absent: 'autoPlay' },
      axeEveryStory,
    ],
  },
  {
    id: '2.1.1', name: 'Keyboard', level: 'A', since: '2.0',
    conformance: 'Supports',
    remarks: 'Every kind is operable by keyboard: the whole sample course in Chromium by keys alone (the disclosure, every phase with its reviews, the credit claim, not one pointer event), the player walk under axe (Tab, Space, arrows, Enter through the first two phases), drag and drop by Space, arrows and Space, sliders by arrows (mirrored right to left), hotspot and escape puzzles, card pairing, the timed quiz, the follow-up form, series navigation and catalog cards.',
    evidence: [
      keyboardWalk,
      { file: 'test/browser/keyboard-claim.test.tsx', test: 'shows the disclosure first, plays every phase with its reviews, claims 1.25 of 1.5 pharmacy hours and shows the certificate' },
      { file: NAVIGATION, test: 'works by keyboard alone on the first phase' },
      { file: DND, test: 'drag-drop-match: Space picks up, arrows reach a target, Space drops' },
      { file: DND, test: 'grouping: a keyboard drag places an item in the group the arrows reached' },
      { file: 'test/browser/rtl.test.tsx', test: 'the slider runs from the right: ArrowLeft raises the value' },
      { file: 'test/dom/renderers/narrative-escape.test.tsx', test: 'is solved by keyboard alone' },
      { file: 'test/dom/renderers/card-flip.test.tsx', test: 'pairs two chosen cards, announces it, moves focus on' },
      { file: 'test/dom/renderers/timed-quiz.test.tsx', test: 'is answered by keyboard and is accessible' },
      { file: 'test/dom/course/FollowUp.test.tsx', test: 'is keyboard operable end to end' },
      { file: 'test/dom/course/SeriesNav.test.tsx', test: 'lets the keyboard open a completed module' },
      { file: 'test/dom/catalog/CourseCard.test.tsx', test: 'calls onSelect with the item from the keyboard' },
    ],
  },
  {
    id: '2.1.2', name: 'No Keyboard Trap', level: 'A', since: '2.0',
    conformance: 'Supports',
    remarks: 'The player uses no focus trap (no modal dialogs). A keyboard drag is cancelled with Escape and leaves focus on the item; the keyboard walk tabs through every control of each screen and on. No test tabs out of the player into the host page explicitly.',
    evidence: [
      { file: DND, test: 'drag-drop-match: Space picks up, arrows reach a target, Space drops' },
      { file: DND, code: 'Escape cancels a second move: nothing changes.' },
      keyboardWalk,
    ],
  },
  {
    id: '2.1.4', name: 'Character Key Shortcuts', level: 'A', since: '2.1',
    conformance: 'Not Applicable',
    remarks: 'The player defines no single-character key shortcuts; the only keys it handles are those of a focused control (arrows, Home, End, Space, Enter, Escape).',
    evidence: [
      { file: 'src/controls/scale/sliderValue.ts', code: "if (key === 'Home') return min;" },
    ],
  },
  {
    id: '2.2.1', name: 'Timing Adjustable', level: 'A', since: '2.0',
    conformance: 'Supports',
    remarks: 'The timed quiz is the only time limit. With enforced limits (the default) it warns 20 seconds before a question ends with a **More time** button that adds the limit again, at least ten times (WCAG\'s "extend" option); `timeLimits="advisory"` lets a host turn limits off for a learner whose accommodations remove them. The clock survives sleep, background tabs and reloads without losing time unfairly. Signed-media expiry is handled by re-fetching, not by a limit on the learner.',
    evidence: [
      { file: 'test/dom/renderers/timed-quiz.test.tsx', test: 'warns 20 seconds before the end, with a More time button that adds the limit again' },
      { file: 'test/dom/renderers/timed-quiz.test.tsx', test: 'allows ten extensions, then says no more time can be added' },
      { file: 'test/dom/player/timed-quiz-limits.test.tsx', test: 'keeps the earlier behaviour: suggested times, nothing locks, Submit waits for every answer' },
      { file: 'test/reliability/timed-quiz-clock.dom.test.tsx', test: 'a reload mid-question keeps the deadline and the extensions' },
    ],
  },
  {
    id: '2.2.2', name: 'Pause, Stop, Hide', level: 'A', since: '2.0',
    conformance: 'Supports',
    remarks: 'No carousels, marquees or auto-advancing content; video and audio start only on request. The busy spinner shows only while an action the learner started is pending, and stops under reduced motion. The timed-quiz countdown is essential to a timed activity (and absent with advisory limits).',
    evidence: [
      { file: LOOK, test: 'with reduced motion, the busy spinner and button transitions stop' },
      axeEveryStory,
    ],
  },
  {
    id: '2.3.1', name: 'Three Flashes or Below Threshold', level: 'A', since: '2.0',
    conformance: 'Supports',
    remarks: 'The stylesheet\'s only animations are a spinner and a pulse (no flashing), both stopped under reduced motion. Video content comes from the service and is its responsibility.',
    evidence: [
      { file: CSS, code: '@keyframes method-spin' },
      { file: CSS, code: '@media (prefers-reduced-motion: reduce)' },
    ],
  },
  {
    id: '2.4.1', name: 'Bypass Blocks', level: 'A', since: '2.0',
    conformance: 'Supports',
    remarks: 'The player gives its repeated block a landmark (navigation "Course progress") and each screen a labelled region headed by an `h2`, so landmark and heading navigation skip the progress list; focus goes to the heading on every screen change. Skip links for the host page\'s own navigation are the host page\'s responsibility.',
    evidence: [
      { file: NAVIGATION, test: 'shows the first screen, its position, and the phases as a navigation landmark' },
      { file: NAVIGATION, test: 'moves focus to the new screen heading' },
      screenReaderWalk,
    ],
  },
  {
    id: '2.4.2', name: 'Page Titled', level: 'A', since: '2.0',
    conformance: 'Not Applicable',
    remarks: 'The host page\'s responsibility: the player renders inside a host page and never sets `document.title`. Each screen is titled by its heading.',
    evidence: [
      { file: 'src/react/ScreenView.tsx', absent: 'document.title' },
    ],
  },
  {
    id: '2.4.3', name: 'Focus Order', level: 'A', since: '2.0',
    conformance: 'Supports',
    remarks: 'DOM order is the reading order; on Continue, Back or a phase pick focus moves to the new screen\'s heading; the player never takes focus from the host page on mount; after "Check answer" focus moves to the feedback; a timed-quiz question that runs out moves focus to the one now running; a failing video moves focus to its notice.',
    evidence: [
      keyboardWalk,
      { file: NAVIGATION, test: 'moves focus to the new screen heading (it says the title) and announces only the position on Continue' },
      { file: 'test/dom/player/landing.test.tsx', test: 'then the first screen with focus on its heading' },
      { file: 'test/dom/renderers/timed-quiz.test.tsx', test: 'moves on to the next question with focus' },
      { file: 'test/dom/renderers/media.test.tsx', test: 'moves focus from a failing video the learner was using to the notice' },
    ],
  },
  {
    id: '2.4.4', name: 'Link Purpose (In Context)', level: 'A', since: '2.0',
    conformance: 'Supports',
    remarks: 'Every link has a name (axe link-name on every story); reference markers [N] link to the numbered reference; references name DOI, PubMed and URL links; series links name the module. Link text inside course prose is the service\'s content.',
    evidence: [
      axeEveryStory,
      { file: 'test/dom/renderers/html.test.tsx', test: 'links [N] markers to the course references it has' },
      { file: 'test/dom/course/References.test.tsx', test: 'lists references with numbered anchors and DOI, PubMed and URL links' },
      { file: 'test/dom/player/series.test.tsx', test: 'links the previous and next modules through the host seriesHref' },
    ],
  },
  {
    id: '2.5.1', name: 'Pointer Gestures', level: 'A', since: '2.1',
    conformance: 'Supports',
    remarks: 'No multipoint or path-based gesture is needed: every control works with a single click or tap (a slider answers with a click where the thumb rests). Dragging is covered under 2.5.7.',
    evidence: [
      { file: 'test/browser/renderers-slider.test.tsx', test: 'a click where the thumb rests answers with that value' },
    ],
  },
  {
    id: '2.5.2', name: 'Pointer Cancellation', level: 'A', since: '2.1',
    conformance: 'Supports',
    remarks: 'Buttons act on click (the up-event); a pointer drag drops only where the pointer is released, and released outside a target changes nothing. A tapped item is only picked: it is placed by a second tap on a place, and a tap on it again or Escape puts it back.',
    evidence: [
      { file: DND, test: 'drag-drop-match: a mouse drag drops where the mouse is released' },
      { file: 'test/dom/renderers/drag-board-tap.test.tsx', test: 'a second click on the picked item puts it back' },
      { file: 'src/controls/drag-board/DragBoard.tsx', code: 'if (over && zoneById.has(String(over.id)))' },
    ],
  },
  {
    id: '2.5.3', name: 'Label in Name', level: 'A', since: '2.1',
    conformance: 'Supports',
    remarks: 'axe label-content-name-mismatch runs on every story in Chromium (jsdom cannot measure it, so the jsdom suites leave it to this run).',
    evidence: [
      axeEveryStory,
      { file: 'test/support/expectAccessible.ts', code: "'label-content-name-mismatch': { enabled: false }" },
    ],
  },
  {
    id: '2.5.4', name: 'Motion Actuation', level: 'A', since: '2.1',
    conformance: 'Not Applicable',
    remarks: 'No function is operated by device motion or user motion.',
    evidence: [
      { file: 'src/react/CoursePlayer.tsx', absent: 'devicemotion' },
    ],
  },
  {
    id: '3.1.1', name: 'Language of Page', level: 'A', since: '2.0',
    conformance: 'Not Applicable',
    remarks: 'The host page\'s responsibility: the page\'s `lang` is the host\'s. The player inherits it with its English default, and marks its own root with its strings table\'s language when that table names one, such as the Spanish table (see 3.1.2).',
    evidence: [
      { file: 'test/dom/i18n/language.test.tsx', test: 'is left to the host page with the English default' },
    ],
  },
  {
    id: '3.2.1', name: 'On Focus', level: 'A', since: '2.0',
    conformance: 'Supports',
    remarks: 'Focus alone never changes the screen or submits anything: the keyboard walk tabs through every control and the screen changes only on Enter on Continue or Submit.',
    evidence: [
      keyboardWalk,
    ],
  },
  {
    id: '3.2.2', name: 'On Input', level: 'A', since: '2.0',
    conformance: 'Supports',
    remarks: 'Choosing an answer never submits or moves on; the degraded card pairing pairs only on its Pair button, not on the select\'s change. Content an ungraded answer reveals appears after that answer, in place, and is announced ("New content is shown below your answer.").',
    evidence: [
      { file: 'test/dom/player/card-flip-pairing.test.tsx', test: 'pairs nothing while the select changes, pairs on the Pair button' },
      { file: NAVIGATION, test: 'reveals the block gated on an ungraded choice as soon as it is answered, in its authored place' },
      { file: 'test/dom/player/live-region.test.ts', test: 'says that content appeared below an answer that reveals it' },
    ],
  },
  {
    id: '3.2.6', name: 'Consistent Help', level: 'A', since: '2.2',
    conformance: 'Not Applicable',
    remarks: 'The player offers no help mechanism of its own (contact details, chat, help link); help is the host site\'s, which keeps it in a consistent place.',
    evidence: [],
  },
  {
    id: '3.3.1', name: 'Error Identification', level: 'A', since: '2.0',
    conformance: 'Supports',
    remarks: 'The follow-up form names each required item left unanswered in text and moves focus to the first; a failed submission is shown as an alert in text, keeps the answers and offers Try again; an unauthorised learner is told what to do.',
    evidence: [
      { file: 'test/dom/course/FollowUp.test.tsx', test: 'blocks submission until required items are answered, with messages and focus on the first' },
      { file: 'test/dom/player/submission.test.tsx', test: 'keeps answers after a rejected submission and succeeds on Retry' },
      { file: 'test/dom/player/submit-outcome.test.tsx', test: 'offers one resubmit after a rejected submission' },
    ],
  },
  {
    id: '3.3.2', name: 'Labels or Instructions', level: 'A', since: '2.0',
    conformance: 'Supports',
    remarks: 'Every field has a visible label (axe label on every story); required items are marked; sliders say what their ends mean; a disabled forward control says why; drag and drop states its keys.',
    evidence: [
      { file: 'test/dom/renderers/form-input.test.tsx', test: 'draws the fixture textarea with its label and placeholder, accessibly' },
      { file: 'test/dom/renderers/evaluation.test.tsx', test: 'draws every question type, marks required ones, and is accessible' },
      { file: 'test/dom/renderers/confidence-check.test.tsx', test: 'has no answer until moved, then names the end it reaches' },
      { file: NAVIGATION, test: 'keeps Continue focusable but inert with a stated reason until the question is answered' },
      axeEveryStory,
    ],
  },
  {
    id: '3.3.7', name: 'Redundant Entry', level: 'A', since: '2.2',
    conformance: 'Supports',
    remarks: 'Answers are kept: on a remount or reload with persistence, after a rejected submission, and on a retake (editable); a course already completed on another device stays complete.',
    evidence: [
      { file: 'test/dom/player/resilience.test.tsx', test: 'resumes on the same screen with the same answers after a remount' },
      { file: 'test/dom/player/result-feedback.test.tsx', test: 'keeps the learner answers, editable, on retake' },
      { file: 'test/dom/player/submission.test.tsx', test: 'keeps answers after a rejected submission and succeeds on Retry' },
    ],
  },
  {
    id: '4.1.1', name: 'Parsing', level: 'A', since: '2.0', removedIn: '2.2',
    conformance: 'Supports',
    remarks: 'For WCAG 2.0 and 2.1, W3C\'s errata (2023) state this criterion is always satisfied for content in HTML; it is obsolete and removed from WCAG 2.2. The player renders through React (no duplicate-id-aria violation in axe on any story).',
    evidence: [
      axeEveryStory,
    ],
  },
  {
    id: '4.1.2', name: 'Name, Role, Value', level: 'A', since: '2.0',
    conformance: 'Supports',
    remarks: 'Native controls where possible, Radix radios and sliders with their roles and states; axe (button-name, aria-*, label, nested-interactive) passes on every story and on every screen of the keyboard walk; the screen-reader walk asserts each control\'s role, name, state and value as heard, including a disabled Submit\'s reason and checked states.',
    evidence: [
      axeEveryStory,
      axeEveryStoryDom,
      keyboardWalk,
      screenReaderWalk,
    ],
  },
  // ---------------------------------------------------------------- Level AA
  {
    id: '1.2.4', name: 'Captions (Live)', level: 'AA', since: '2.0',
    conformance: 'Not Applicable',
    remarks: 'The player shows no live media: a webinar is a link to the webinar platform, which owns its captions.',
    evidence: [
      { file: 'test/dom/renderers/webinar-embed.test.tsx', test: 'links to the webinar given as %s' },
    ],
  },
  {
    id: '1.2.5', name: 'Audio Description (Prerecorded)', level: 'AA', since: '2.0',
    conformance: 'Supports',
    remarks: 'Where the course has a described version of a video (`described_video_url`, `audio_description_url`), the player offers it beside the video ("Watch with audio description", a pressed switch that carries on at the same time), and `descriptions` WebVTT tracks are kept as native tracks. Whether a course\'s video needs description, and has it, is the author\'s: the player delivers what the service sends.',
    evidence: [
      { file: 'test/dom/renderers/media-captions.test.tsx', test: 'switches to the version with audio description and back' },
      { file: 'test/dom/renderers/media-captions.test.tsx', test: 'keeps a descriptions track native but never shows it as captions' },
    ],
  },
  {
    id: '1.3.4', name: 'Orientation', level: 'AA', since: '2.1',
    conformance: 'Supports',
    remarks: 'The stylesheet never locks orientation; every story is laid out without loss at 320, 390, 768 and 1280 px wide.',
    evidence: [
      { file: CSS, absent: 'orientation:' },
      { file: LAYOUT, test: 'every story in ${inPageEngineLabel} at %i px' },
    ],
  },
  {
    id: '1.3.5', name: 'Identify Input Purpose', level: 'AA', since: '2.1',
    conformance: 'Not Applicable',
    remarks: 'The player asks only for course answers, reflections and evaluation ratings, none of which is information about the learner listed in WCAG\'s input purposes; the learner\'s identity comes from the host (`userId`).',
    evidence: [],
  },
  {
    id: '1.4.3', name: 'Contrast (Minimum)', level: 'AA', since: '2.0',
    conformance: 'Supports',
    remarks: 'axe color-contrast runs on every story in real Chromium with the real stylesheet (the light theme, and the dark theme and a host brand through the Theming stories) and on every screen of the keyboard walk. A host that overrides the colour tokens owns the contrast of its overrides; text in course images is the service\'s.',
    evidence: [
      axeEveryStory,
      { file: 'stories/Theming.stories.tsx', code: "export const Dark: Story = { args: { theme: 'dark' } };" },
      keyboardWalk,
    ],
  },
  {
    id: '1.4.4', name: 'Resize Text', level: 'AA', since: '2.0',
    conformance: 'Supports',
    remarks: 'Evidenced through reflow: every story is checked at 320 px (400% zoom of a 1280 px window) and 390 px with no page overflow, clipped text or overlapping controls, in English, right to left and with German-length strings. Text-only zoom (a larger default font size without page zoom) is not tested separately.',
    evidence: [
      { file: LAYOUT, test: 'every story in ${inPageEngineLabel} at %i px' },
      { file: LAYOUT_I18N, test: 'every story, $name, at $width px' },
    ],
  },
  {
    id: '1.4.5', name: 'Images of Text', level: 'AA', since: '2.0',
    conformance: 'Supports',
    remarks: 'The player draws all its own text, verdict marks and labels as text and CSS; images come only from the course payload, whose content is the service\'s.',
    evidence: [
      { file: 'test/browser/verdicts.test.tsx', test: 'each verdict has its word, its mark and the border colour of that word' },
    ],
  },
  {
    id: '1.4.10', name: 'Reflow', level: 'AA', since: '2.1',
    conformance: 'Supports',
    remarks: 'Every story at 320 px wide: no page overflow, overlapping controls, clipped text or collapsed media; the same right to left in pseudo-Hebrew and with every word 60% longer. The layout checks are themselves tested on a page built to fail each one.',
    evidence: [
      { file: LAYOUT, test: 'every story in ${inPageEngineLabel} at %i px' },
      { file: LAYOUT_I18N, test: 'every story, $name, at $width px' },
      { file: LAYOUT, test: 'catch each fault in a page built to have every one' },
      { file: 'test/support/layoutFindings.ts', code: "'page overflow'" },
    ],
  },
  {
    id: '1.4.11', name: 'Non-text Contrast', level: 'AA', since: '2.1',
    conformance: 'Supports',
    remarks: 'Measured in Chromium over every renderer, course and catalog story, in the light and the dark theme: the boundary that identifies each active control (radio, field, select, slider thumb and track, drag item and drop zone, hotspot, card, button: its border or its fill) is at least 3:1 against what surrounds it, and the focus ring is at least 3:1 against every surface it sits on; inactive controls are exempt, as the criterion says. The measure is itself checked to fail on a control drawn in the faint border token (the slider track and drop zones were, at 1.4:1, until they took the strong border token). States are drawn apart by shape as well (hollow vs solid slider thumb, outlined picks, dashed wrong rows), and forced-colours mode keeps them with system colours. A host that overrides the colour tokens owns the contrast of its overrides.',
    evidence: [
      { file: 'test/browser/non-text-contrast.test.tsx', test: 'draws every active control at 3:1 or more against its surroundings' },
      { file: 'test/browser/non-text-contrast.test.tsx', test: 'draws the focus ring at 3:1 or more against the surfaces it sits on' },
      { file: 'test/browser/non-text-contrast.test.tsx', test: 'is measured right: a control drawn in the faint border token fails' },
      { file: LOOK, test: 'an unanswered slider shows a hollow thumb and no filled range; once answered both are solid' },
      { file: LOOK, test: 'under forced colours, a chosen option is outlined, wrong rows are dashed and the focus ring shows' },
      { file: LOOK, test: 'under forced colours the picked option and the picked pin are outlined, as fills are lost' },
    ],
  },
  {
    id: '1.4.12', name: 'Text Spacing', level: 'AA', since: '2.1',
    conformance: 'Supports',
    remarks: 'Every story in Chromium with the criterion\'s overrides applied to every element over the stylesheet (line height 1.5, paragraph spacing 2, letter spacing 0.12 and word spacing 0.16 times the font size), at 320 and 1280 px: no clipped text, overlapping controls or page overflow; the test first checks the overrides took effect. Also with 60% longer strings at 320 px, and axe avoid-inline-spacing on every story.',
    evidence: [
      { file: 'test/browser/text-spacing.test.tsx', test: 'every story with WCAG text spacing at %i px' },
      { file: 'test/browser/text-spacing.test.tsx', test: "applies the overrides to the stories\\' text, over the stylesheet" },
      { file: LAYOUT_I18N, test: 'every story, $name, at $width px' },
      axeEveryStory,
    ],
  },
  {
    id: '1.4.13', name: 'Content on Hover or Focus', level: 'AA', since: '2.1',
    conformance: 'Not Applicable',
    remarks: 'The player shows no tooltip, popover or other content on hover or focus; hover and focus only restyle the element itself.',
    evidence: [
      { file: CSS, absent: 'tooltip' },
    ],
  },
  {
    id: '2.4.5', name: 'Multiple Ways', level: 'AA', since: '2.0',
    conformance: 'Not Applicable',
    remarks: 'The host page\'s responsibility (site navigation and search). Within the player a course is a process whose phases unlock in order (the criterion\'s "step in a process" exception); completed phases can be reopened from the progress list.',
    evidence: [
      { file: NAVIGATION, test: 'does not enter a locked phase from the progress header' },
    ],
  },
  {
    id: '2.4.6', name: 'Headings and Labels', level: 'AA', since: '2.0',
    conformance: 'Supports',
    remarks: 'Each screen is headed by its title (focused on arrival); questions name their groups; fields, sliders and buttons carry descriptive labels, also in the host\'s strings table.',
    evidence: [
      screenReaderWalk,
      { file: 'test/dom/renderers/mcq.test.tsx', test: 'shows the question badge before the question text and in the group name' },
      { file: 'test/dom/player/labels.test.tsx', test: 'shows the host labels, for the player and the kind renderers alike' },
    ],
  },
  {
    id: '2.4.7', name: 'Focus Visible', level: 'AA', since: '2.0',
    conformance: 'Supports',
    remarks: 'Every focusable element inside the player gets a solid `:focus-visible` outline from the stylesheet (slider thumbs and hotspot pins included), drawn in `Highlight` under forced colours; the forced-colours test asserts the ring shows on keyboard focus.',
    evidence: [
      { file: LOOK, test: 'under forced colours, a chosen option is outlined, wrong rows are dashed and the focus ring shows' },
      { file: CSS, code: 'outline: var(--method-focus-ring-width) solid var(--method-color-focus);' },
    ],
  },
  {
    id: '2.4.11', name: 'Focus Not Obscured (Minimum)', level: 'AA', since: '2.2',
    conformance: 'Supports',
    remarks: 'The player has no sticky or fixed content that could cover focus (its only stacking is a pin over its own image). Sticky headers and banners of the host page are the host\'s.',
    evidence: [
      { file: CSS, absent: 'position: fixed' },
      { file: CSS, absent: 'position: sticky' },
    ],
  },
  {
    id: '2.5.7', name: 'Dragging Movements', level: 'AA', since: '2.2',
    conformance: 'Supports',
    remarks: 'Drag-drop-match and grouping need no drag: a tap or click on an item picks it (pressed, announced) and a tap or click anywhere on a place puts it there; the same answer is posted as by a drag (mouse, or a long press on touch) or by keyboard (Space, arrows, Space), and each placed item has a Clear button. A swipe that starts on an item scrolls the page. With `degraded` the board is one native select per item. Card pairing needs no drag. A "Choose from lists instead of dragging" switch after each board also turns it into one list per item, with the same answer.',
    evidence: [
      { file: 'test/dom/renderers/drag-board-tap.test.tsx', test: 'a click picks an item (pressed, announced, every group offered)' },
      { file: 'test/dom/player/drag-board-paths.test.tsx', test: 'the drag board posts the same body whichever way the learner places items' },
      { file: 'test/reliability/touch.node.test.ts', test: 'tap an item, tap a place: both boards fill' },
      { file: 'test/reliability/touch.node.test.ts', test: 'a swipe that starts on an item scrolls the page' },
      { file: 'test/dom/renderers/drag-drop-match.test.tsx', test: 'offers a list per source instead, chosen with single clicks, for the same answer' },
      { file: 'test/dom/renderers/grouping.test.tsx', test: 'offers a list per item instead, chosen with single clicks, for the same answer' },
      { file: 'src/controls/drag-board/PlacementSelects.tsx', code: 'one native select of zones per item' },
    ],
  },
  {
    id: '2.5.8', name: 'Target Size (Minimum)', level: 'AA', since: '2.2',
    conformance: 'Supports',
    remarks: 'Every control in every story is at least 24 by 24 CSS px, or spaced per the criterion\'s exception, at 320, 390, 768 and 1280 px, right to left and with long strings; inline links in text are exempt. (axe\'s own target-size rule is off by default and is not what checks this.)',
    evidence: [
      { file: LAYOUT, test: "'%s: none'" },
      { file: 'test/support/layoutFindings.ts', code: 'const minimumTarget = 24;' },
      { file: LAYOUT, test: 'catch each fault in a page built to have every one' },
    ],
  },
  {
    id: '3.1.2', name: 'Language of Parts', level: 'AA', since: '2.0',
    conformance: 'Supports',
    remarks: 'Course HTML keeps the `lang` attributes its authors put on passages. The player\'s own words carry the language of its strings table: a table that names its language (the Spanish one names `es`) puts it as `lang` on the player\'s root and on a course or catalog root, so they are spoken in that language on a page in another; the English default names none and follows the host page (`docs/i18n.md`). A host that writes its own table in another language than its page gives the table a `locale`.',
    evidence: [
      { file: 'src/controls/sanitizeHtml.test.ts', test: 'keeps the language an author marks on a passage (WCAG 3.1.2)' },
      { file: 'test/dom/i18n/language.test.tsx', test: 'is the strings table language on the player root, from a strings prop or <MethodStrings>' },
      { file: 'test/dom/i18n/language.test.tsx', test: 'is the table language on a course or catalog root, not the locale used only for numbers and dates' },
      { file: 'test/dom/i18n/language.test.tsx', test: 'is left to the host page with the English default' },
    ],
  },
  {
    id: '3.2.3', name: 'Consistent Navigation', level: 'AA', since: '2.0',
    conformance: 'Supports',
    remarks: 'Every screen has the same progress list above it and the same Back / forward actions below, in the same order; the screen-reader walk hears the same structure on every screen.',
    evidence: [
      screenReaderWalk,
      { file: 'test/browser/sample-course.test.tsx', test: 'renders its first screen: the scene image, the hook and the progress landmark' },
    ],
  },
  {
    id: '3.2.4', name: 'Consistent Identification', level: 'AA', since: '2.0',
    conformance: 'Supports',
    remarks: 'One strings table names every recurring control and state (Continue, Submit answers, Feedback, Locked, Completed) across the player, course chrome and catalog.',
    evidence: [
      { file: 'test/dom/i18n/strings.test.tsx', test: 'translates the player, its course chrome and the catalog from one <MethodStrings> value' },
      { file: 'test/dom/i18n/phrases.test.tsx', test: 'a locked and a completed phase in the progress header' },
    ],
  },
  {
    id: '3.3.3', name: 'Error Suggestion', level: 'AA', since: '2.0',
    conformance: 'Supports',
    remarks: 'Errors say what to do: answer the named required item, try again, or (unauthorised) what the learner should do; a disabled forward control says what is missing.',
    evidence: [
      { file: 'test/dom/course/FollowUp.test.tsx', test: 'blocks submission until required items are answered, with messages and focus on the first' },
      { file: 'test/dom/player/submission.test.tsx', test: 'tells an unauthorised learner what to do and does not retry on its own' },
      { file: NAVIGATION, test: 'keeps Continue focusable but inert with a stated reason until the question is answered' },
    ],
  },
  {
    id: '3.3.4', name: 'Error Prevention (Legal, Financial, Data)', level: 'AA', since: '2.0',
    conformance: 'Partially Supports',
    remarks: 'Submitting answers to an accredited assessment is a "test response" in this criterion\'s sense. Confirmed: an assessment or post-assessment over more than one screen lists every answer (or "Not answered") with a Change link back to its screen before "Submit answers" sends them (review before submit, on by default). Checked: Submit waits until every question of the screen is answered, and answers stay editable (Back, changing a choice) until sent; a one-screen phase shows every answer beside its Submit. Reversible only after a fail: a failed assessment offers a retake with the answers kept. Partial because a graded "Check answer" in a content or education phase is sent without a confirmation step, and a host can turn the review off (`review={false}`).',
    evidence: [
      { file: 'test/dom/player/review-before-submit.test.tsx', test: 'lists each answer with a named Change, focuses the review heading and announces it; nothing is sent yet' },
      { file: 'test/dom/player/review-before-submit.test.tsx', test: 'Change goes to the question’s screen, focused; the learner changes it, reviews again and submits the exact body' },
      { file: 'test/browser/review-screen-reader.test.tsx', test: 'hears the review heading and how many are answered, each answer with its named Change, and the result' },
      { file: NAVIGATION, test: 'keeps Continue focusable but inert with a stated reason until the question is answered' },
      { file: 'test/dom/player/submission.test.tsx', test: 'shows a failed assessment with a retake that keeps the answers editable' },
      { file: 'test/dom/player/submission.test.tsx', test: 'sends one body for a double click while the request is in flight' },
    ],
  },
  {
    id: '3.3.8', name: 'Accessible Authentication (Minimum)', level: 'AA', since: '2.2',
    conformance: 'Not Applicable',
    remarks: 'The player has no sign-in: the host authenticates the learner and passes `userId`; API keys stay on the host\'s server.',
    evidence: [],
  },
  {
    id: '4.1.3', name: 'Status Messages', level: 'AA', since: '2.1',
    conformance: 'Supports',
    remarks: 'A polite live region says the screen position, "Answers sent", the score and verdict, revealed content and completion; errors are alerts; drag and drop (drags and taps alike, one region per board), card pairing, the escape puzzle and the timed quiz announce their moves in their own status regions; the catalog says it is loading to screen readers only.',
    evidence: [
      { file: 'test/dom/player/live-region.test.ts', test: 'says the score and verdict of a sent phase, which arrive after "sent"' },
      { file: 'test/dom/player/live-region.test.ts', test: 'says only the position on a screen change' },
      { file: DND, test: 'the live region reads labels' },
      { file: 'test/dom/renderers/narrative-escape.test.tsx', test: 'all solved announced' },
      { file: LOOK, test: 'says so only to screen readers' },
      screenReaderWalk,
    ],
  },
];

/** Every WCAG 2.2 Level A and AA success criterion, plus 4.1.1 (2.0 and 2.1 only). */
export const WCAG22_A = ['1.1.1', '1.2.1', '1.2.2', '1.2.3', '1.3.1', '1.3.2', '1.3.3', '1.4.1', '1.4.2', '2.1.1', '2.1.2', '2.1.4', '2.2.1', '2.2.2', '2.3.1', '2.4.1', '2.4.2', '2.4.3', '2.4.4', '2.5.1', '2.5.2', '2.5.3', '2.5.4', '3.1.1', '3.2.1', '3.2.2', '3.2.6', '3.3.1', '3.3.2', '3.3.7', '4.1.2'];
export const WCAG22_AA = ['1.2.4', '1.2.5', '1.3.4', '1.3.5', '1.4.3', '1.4.4', '1.4.5', '1.4.10', '1.4.11', '1.4.12', '1.4.13', '2.4.5', '2.4.6', '2.4.7', '2.4.11', '2.5.7', '2.5.8', '3.1.2', '3.2.3', '3.2.4', '3.3.3', '3.3.4', '3.3.8', '4.1.3'];

const TEST_LINE = /\b(?:it|test|describe)(?:\.each\b|\.skip\b|\.only\b)?\s*[.(]|\)\(\s*['"`]/;

/** Every reason the map does not hold: unknown levels, missing or duplicate criteria, evidence gone. */
export function findProblems(criteria = CRITERIA, base = root) {
  const problems = [];
  const seen = new Map();
  for (const c of criteria) seen.set(c.id, (seen.get(c.id) ?? 0) + 1);
  for (const id of [...WCAG22_A, '4.1.1', ...WCAG22_AA]) if (!seen.has(id)) problems.push(`${id}: no entry`);
  for (const [id, n] of seen) if (n > 1) problems.push(`${id}: ${n} entries`);
  const cache = new Map();
  const read = (file) => {
    if (!cache.has(file)) cache.set(file, existsSync(join(base, file)) ? readFileSync(join(base, file), 'utf8') : null);
    return cache.get(file);
  };
  for (const c of criteria) {
    if (!LEVELS.includes(c.conformance)) problems.push(`${c.id}: "${c.conformance}" is not a VPAT 2.5 term`);
    if (c.conformance === 'Supports' && c.evidence.length === 0) problems.push(`${c.id}: "Supports" with no evidence`);
    for (const e of c.evidence) {
      const text = read(e.file);
      if (text === null) { problems.push(`${c.id}: ${e.file} does not exist`); continue; }
      if (e.test !== undefined) {
        const lines = text.split('\n').filter((line) => line.includes(e.test));
        if (lines.length === 0) problems.push(`${c.id}: ${e.file} has no test titled "${e.test}"`);
        else if (!lines.some((line) => TEST_LINE.test(line))) problems.push(`${c.id}: "${e.test}" is in ${e.file} but not on a test line`);
      } else if (e.code !== undefined) {
        if (!text.includes(e.code)) problems.push(`${c.id}: ${e.file} no longer contains "${e.code}"`);
      } else if (e.absent !== undefined) {
        if (text.includes(e.absent)) problems.push(`${c.id}: ${e.file} now contains "${e.absent}", which the remark says it does not`);
      } else problems.push(`${c.id}: evidence in ${e.file} names no test, code or absent text`);
    }
  }
  return problems;
}

const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');
const versions = (c) =>
  c.removedIn ? `Level ${c.level} 2.0 and 2.1; obsolete and removed in 2.2` : c.since === '2.2' ? `Level ${c.level} 2.2 only` : c.since === '2.1' ? `Level ${c.level} 2.1 and 2.2` : `Level ${c.level}`;

function evidenceText(e) {
  if (e.test !== undefined) return `test \`${e.file}\`: “${e.test}”`;
  if (e.code !== undefined) return `code \`${e.file}\`: \`${e.code}\``;
  return `code \`${e.file}\`: contains no \`${e.absent}\``;
}

function table(title, criteria) {
  const rows = criteria.map((c) => {
    const evidence = c.evidence.length ? `<br>**Evidence:** ${c.evidence.map(evidenceText).join('; ')}.` : '<br>**Evidence:** none needed (nothing in the player to test).';
    return `| ${c.id} ${c.name} (${versions(c)}) | ${c.conformance} | ${cell(c.remarks + evidence)} |`;
  });
  return [`### ${title}`, '', '| Criteria | Conformance Level | Remarks and Explanations |', '| --- | --- | --- |', ...rows, ''].join('\n');
}

const order = (a, b) => {
  const x = a.id.split('.').map(Number);
  const y = b.id.split('.').map(Number);
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};

/** Counts per conformance term, over the criteria given. */
export function tally(criteria = CRITERIA) {
  return Object.fromEntries(LEVELS.map((level) => [level, criteria.filter((c) => c.conformance === level).length]));
}

export function render(criteria = CRITERIA, pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))) {
  const levelA = criteria.filter((c) => c.level === 'A').sort(order);
  const levelAA = criteria.filter((c) => c.level === 'AA').sort(order);
  const counts = tally(criteria.filter((c) => !c.removedIn));
  const summary = LEVELS.map((level) => `${counts[level]} ${level}`).join(', ');
  return `<!-- Generated by scripts/accessibility-conformance.mjs from its evidence map: do not edit by hand.
     Regenerate with \`npm run a11y:report\`; test/unit/accessibility-conformance.test.ts fails when this file is stale. -->

# ${pkg.name} Accessibility Conformance Report, WCAG Edition

(Based on VPAT® Version 2.5)

**Name of Product/Version:** ${pkg.name} ${pkg.version}

**Report Date:** the release of ${pkg.name} ${pkg.version} that ships this file. The report is regenerated from the test evidence on every change and carries no date of its own, so an unchanged product gives an unchanged report.

**Product Description:** ${pkg.description} A React library: it renders inside a host application's page, so criteria about the whole page (its title, language, skip links, site navigation, sign-in and help) are the host page's, as each row says.

**Contact Information:** ${pkg.bugs?.url ?? pkg.homepage}

**Notes:** This report covers the player, its renderers for every component kind, the course chrome (landing page, accreditation, references, series, debrief, follow-up, certificate) and the catalog, styled by \`styles/method.css\`. Course content (text, images, video, audio, transcripts) comes from the CE service's payload: the player renders it faithfully but cannot make it conform, and rows say where conformance depends on it. Over the 55 WCAG 2.2 Level A and AA criteria: ${summary}. Every claim cites the test that evidences it, or the code when the evidence is a design fact; \`scripts/accessibility-conformance.mjs\` checks that each cited test and fact still exists before writing this file.

**Evaluation Methods Used:**

- **axe-core over every story, in Chromium** (\`test/browser/stories-axe.test.tsx\`): every Storybook story mounted with the real stylesheet, all default axe-core rules (colour contrast and label-in-name included); a violation of any impact fails, minor and moderate included, unless \`test/support/axeFindings.ts\` lists its rule with a reason (it lists none). The suite fails when its glob finds no story file or a file without a story (\`test/support/storyList.ts\`). Again right to left in pseudo-Hebrew (\`test/browser/layout-i18n.test.tsx\`).
- **axe-core in jsdom** on every player, renderer, course and catalog story (\`test/dom/player/stories.test.tsx\`, \`test/dom/course/stories.test.tsx\`) and in each renderer's tests (\`test/support/expectAccessible.ts\`, the same rule: any impact fails; contrast and label-in-name are left to the Chromium run). Both helpers are tested to fail on a planted minor and moderate finding (\`test/dom/support/expectAccessible.test.tsx\`, \`test/browser/story-axe-helper.test.tsx\`).
- **Keyboard walks:** the sample course's first phases by Tab, Space, arrows and Enter alone in Chromium, axe-clean on every screen (\`test/browser/keyboard-axe.test.tsx\`); keyboard paths for every kind in the renderer, course and catalog suites; drag and drop and sliders by keyboard in Chromium, right to left too.
- **The screen-reader walk:** the sample course driven with a virtual screen reader (\`@guidepup/virtual-screen-reader\`), asserting what is heard (\`test/browser/screen-reader.test.tsx\`; the spoken log is in \`docs/accessibility.md\`). A simulation, not NVDA, JAWS or VoiceOver.
- **Text spacing:** every story with the WCAG 1.4.12 overrides, at 320 and 1280 px, under the same layout checks (\`test/browser/text-spacing.test.tsx\`).
- **Reflow and target size:** every story at 320, 390, 768 and 1280 px, and at 320 px right to left and with 60% longer strings: no page overflow, overlapping controls, clipped text, collapsed media or target under 24 by 24 px (\`test/browser/layout.test.tsx\`, \`test/support/layoutFindings.ts\`).
- **Forced colours and reduced motion:** emulated in Chromium (\`test/browser/look.test.tsx\`), with the states a learner must tell apart drawn by shape and word as well as colour (\`test/browser/verdicts.test.tsx\`).
- **Live regions, focus and timing** in jsdom through Testing Library (\`test/dom/player/\`, \`test/dom/renderers/timed-quiz.test.tsx\`, \`test/reliability/timed-quiz-clock.dom.test.tsx\`).
- No manual audit with a real screen reader or by people with disabilities is recorded here.

## Applicable Standards/Guidelines

| Standard/Guideline | Included In Report |
| --- | --- |
| Web Content Accessibility Guidelines 2.0 | Level A (Yes), Level AA (Yes), Level AAA (No) |
| Web Content Accessibility Guidelines 2.1 | Level A (Yes), Level AA (Yes), Level AAA (No) |
| Web Content Accessibility Guidelines 2.2 | Level A (Yes), Level AA (Yes), Level AAA (No) |

## Terms

The terms used in the Conformance Level information are defined as follows:

- **Supports:** The functionality of the product has at least one method that meets the criterion without known defects or meets with equivalent facilitation.
- **Partially Supports:** Some functionality of the product does not meet the criterion.
- **Does Not Support:** The majority of product functionality does not meet the criterion.
- **Not Applicable:** The criterion is not relevant to the product.
- **Not Evaluated:** The product has not been evaluated against the criterion. This can only be used in WCAG Level AAA criteria.

## WCAG 2.x Report

Criteria added in WCAG 2.1 are marked "2.1 and 2.2", those added in 2.2 "2.2 only". 4.1.1 Parsing is reported for WCAG 2.0 and 2.1 only: it is obsolete and removed in WCAG 2.2.

${table('Table 1: Success Criteria, Level A', levelA)}
${table('Table 2: Success Criteria, Level AA', levelAA)}
### Table 3: Success Criteria, Level AAA

Not Evaluated.

## Legal Disclaimer

This report describes the tested behaviour of ${pkg.name} ${pkg.version} as shipped. It is not a certification, and content supplied by the CE service or styles supplied by a host application can change the outcome for the criteria noted above.
`;
}

function main(argv) {
  const problems = findProblems();
  if (problems.length) {
    console.error(`accessibility-conformance: ${problems.length} piece(s) of evidence do not hold:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    return 1;
  }
  const text = render();
  const target = join(root, REPORT_PATH);
  if (argv.includes('--check')) {
    const current = existsSync(target) ? readFileSync(target, 'utf8') : null;
    if (current !== text) {
      console.error(`accessibility-conformance: ${REPORT_PATH} is ${current === null ? 'missing' : 'stale'}; run npm run a11y:report`);
      return 1;
    }
    console.log(`accessibility-conformance: ${REPORT_PATH} is up to date`);
    return 0;
  }
  writeFileSync(target, text);
  const counts = tally(CRITERIA.filter((c) => !c.removedIn));
  console.log(`accessibility-conformance: wrote ${REPORT_PATH} (${LEVELS.map((l) => `${counts[l]} ${l}`).join(', ')})`);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.slice(2));
