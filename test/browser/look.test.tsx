import '../../styles/method.css';
import { composeStories } from '@storybook/react-vite';
import { beforeAll, afterEach, describe, expect, it } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import * as ConfidenceCheck from '../../stories/renderers/ConfidenceCheck.stories';
import * as DragDropMatch from '../../stories/renderers/DragDropMatch.stories';
import * as Grouping from '../../stories/renderers/Grouping.stories';
import * as Choice from '../../stories/renderers/Choice.stories';
import * as FollowUp from '../../stories/course/FollowUp.stories';
import * as References from '../../stories/course/References.stories';
import * as Catalog from '../../stories/catalog/CourseCatalog.stories';
import * as Player from '../../stories/player/CoursePlayer.stories';
import * as NarrativeEscape from '../../stories/renderers/NarrativeEscape.stories';
import * as ImageHotspot from '../../stories/renderers/ImageHotspot.stories';
import * as Mcq from '../../stories/renderers/Mcq.stories';
import { act, mount } from '../support/mount';
import { loadPersistenceCode } from '../support/persistenceCode';

// The stories' loader, which a composed story rendered as a component does not run.
beforeAll(loadPersistenceCode);

/** What the stylesheet draws for states a learner must be able to tell apart, in real Chromium. */
const confidence = composeStories(ConfidenceCheck);
const match = composeStories(DragDropMatch);
const grouping = composeStories(Grouping);
const choice = composeStories(Choice);
const followUp = composeStories(FollowUp);
const references = composeStories(References);
const player = composeStories(Player);
const catalog = composeStories(Catalog);
const escape = composeStories(NarrativeEscape);
const hotspot = composeStories(ImageHotspot);
const mcq = composeStories(Mcq);

const rowOf = (container: HTMLElement, text: string) =>
  Array.from(container.querySelectorAll<HTMLElement>('.method-dnd__row')).find((row) => row.textContent?.includes(text))!;
const box = (element: Element) => element.getBoundingClientRect();

async function emulate(features: { name: string; value: string }[]) {
  await cdp().send('Emulation.setEmulatedMedia', { features });
}

afterEach(async () => {
  await emulate([]);
  await page.viewport(1280, 900);
});

describe('right and wrong are drawn apart', () => {
  it.each([
    ['drag-drop-match', match.WithRationale, 'eGFR', 'UACR'],
    ['grouping', grouping.WithRationale, null, null],
  ] as const)('%s: a wrong row is bordered in the danger colour, a right one in the success colour, each with its word', async (_kind, Story, wrongText, rightText) => {
    const { container, unmount } = await mount(<Story />);
    const rows = Array.from(container.querySelectorAll<HTMLElement>('.method-dnd__row'));
    const wrong = wrongText ? rowOf(container, wrongText) : rows.find((row) => row.querySelector('.method-rationale[data-correct="false"]'))!;
    const right = rightText ? rowOf(container, rightText) : rows.find((row) => row.querySelector('.method-rationale[data-correct="true"]'))!;
    expect(wrong.textContent).toContain('Incorrect');
    expect(right.textContent).toContain('Correct');
    const danger = getComputedStyle(wrong.querySelector('.method-rationale')!).borderInlineStartColor;
    const success = getComputedStyle(right.querySelector('.method-rationale')!).borderInlineStartColor;
    expect(getComputedStyle(wrong).borderTopColor).toBe(danger);
    expect(getComputedStyle(right).borderTopColor).toBe(success);
    expect(danger).not.toBe(success);
    await unmount();
  });

  it('the verdict carries a mark as well as its word', async () => {
    const { container, unmount } = await mount(<match.WithRationale />);
    const verdicts = Array.from(container.querySelectorAll('.method-rationale[data-correct] > p:first-child > strong')).map((strong) => getComputedStyle(strong, '::before').content);
    expect(verdicts).toEqual([expect.stringContaining('✓'), expect.stringContaining('✗')]);
    await unmount();
  });
});

describe('a narrative escape under review is told from one just solved', () => {
  /** Shown, not only in the DOM: the element with exactly this text, laid out with a size. */
  const visible = (container: HTMLElement, text: string) =>
    Array.from(container.querySelectorAll<HTMLElement>('p, span, strong')).find((element) => element.textContent?.trim() === text && box(element).width > 1 && box(element).height > 1);
  const options = (container: HTMLElement) => Array.from(container.querySelectorAll<HTMLElement>('.method-escape__hotspot'));
  const successColour = (container: HTMLElement) => getComputedStyle(container.querySelector('.method-rationale[data-correct="true"]')!).borderInlineStartColor;

  it('all solved ends on a success notice, and each solved pick is edged in the success colour', async () => {
    const { container, unmount } = await mount(<escape.AllSolved />);
    const notice = visible(container, 'All puzzles solved. You can continue.');
    expect(notice).toBeDefined();
    expect(getComputedStyle(notice!).borderInlineStartColor).toBe(successColour(container));
    const picked = options(container).find((option) => option.getAttribute('aria-pressed') === 'true')!;
    expect(getComputedStyle(picked).borderTopColor).toBe(successColour(container));
    expect(visible(container, 'Review: your answers, read-only')).toBeUndefined();
    await unmount();
  });

  it('review says it is a review, shows no success notice, and its options look read-only rather than solved', async () => {
    const solved = await mount(<escape.AllSolved />);
    const solvedLook = options(solved.container).map((option) => getComputedStyle(option).backgroundColor);
    await solved.unmount();
    const { container, unmount } = await mount(<escape.Review />);
    expect(visible(container, 'Review: your answers, read-only')).toBeDefined();
    expect(visible(container, 'All puzzles solved. You can continue.')).toBeUndefined();
    const all = options(container);
    const picked = all.find((option) => option.getAttribute('aria-pressed') === 'true')!;
    expect(getComputedStyle(picked).borderTopColor).not.toBe(successColour(container));
    expect(all.map((option) => getComputedStyle(option).backgroundColor)).not.toEqual(solvedLook);
    for (const option of all.filter((option) => option !== picked)) {
      expect(getComputedStyle(option).color).toBe(getComputedStyle(container.querySelector('.method-field__hint')!).color);
    }
    await unmount();
  });

  it('under forced colours the picked option and the picked pin are outlined, as fills are lost', async () => {
    await act(() => emulate([{ name: 'forced-colors', value: 'active' }]));
    const { container, unmount } = await mount(<escape.AllSolved />);
    const picked = Array.from(container.querySelectorAll<HTMLElement>('.method-escape__hotspot, .method-hotspot__marker'));
    expect(picked.filter((element) => element.getAttribute('aria-pressed') === 'true').map((element) => getComputedStyle(element).outlineStyle)).toEqual(['solid', 'solid']);
    expect(picked.filter((element) => element.getAttribute('aria-pressed') !== 'true').map((element) => getComputedStyle(element).outlineStyle)).toEqual(['none', 'none', 'none', 'none']);
    await unmount();
  });
});

describe('a question under review looks read-only, not merely answered', () => {
  const look = (option: Element) => {
    const style = getComputedStyle(option);
    return { background: style.backgroundColor, color: style.color, border: style.borderTopColor };
  };

  it.each([
    ['mcq', mcq.Answered, mcq.Review],
    ['choice', choice.Answered, choice.Review],
  ] as const)('%s: under review the options not chosen turn flat and muted; the chosen one keeps its look', async (_kind, Answered, Review) => {
    const answered = await mount(<Answered />);
    const editableLook = look(answered.container.querySelector('.method-choice__option[data-state="unchecked"]')!);
    const chosenLook = look(answered.container.querySelector('.method-choice__option[data-state="checked"]')!);
    await answered.unmount();
    const { container, unmount } = await mount(<Review />);
    const unchosen = Array.from(container.querySelectorAll('.method-choice__option[data-state="unchecked"]'));
    expect(unchosen.length).toBeGreaterThan(0);
    for (const option of unchosen) {
      expect(look(option).background).not.toBe(editableLook.background);
      expect(look(option).color).not.toBe(editableLook.color);
    }
    expect(look(container.querySelector('.method-choice__option[data-state="checked"]')!)).toEqual(chosenLook);
    await unmount();
  });
});

describe('a chosen hotspot pin stands out from the others', () => {
  it.each([
    ['answered', hotspot.Answered],
    ['under review', hotspot.Review],
  ] as const)('%s: the chosen pin wears a ring the others do not', async (_state, Story) => {
    const { container, unmount } = await mount(<Story />);
    const pins = Array.from(container.querySelectorAll<HTMLElement>('.method-hotspot__marker'));
    const chosen = pins.filter((pin) => pin.getAttribute('aria-pressed') === 'true');
    expect(chosen).toHaveLength(1);
    expect(getComputedStyle(chosen[0]!).boxShadow).not.toBe('none');
    for (const pin of pins.filter((pin) => !chosen.includes(pin))) expect(getComputedStyle(pin).boxShadow).toBe('none');
    await unmount();
  });
});

describe('a locked phase is told by shape, not only by colour', () => {
  const lockedIcons = (container: HTMLElement) => Array.from(container.querySelectorAll<SVGElement>('.method-progress__item[data-status="locked"] svg'));

  it.each([
    ['light', []],
    ['forced colours', [{ name: 'forced-colors', value: 'active' }]],
  ] as const)('each locked tab shows a padlock, hidden from screen readers, in %s', async (_mode, features) => {
    await act(() => emulate([...features]));
    const { container, unmount } = await mount(<player.AtStart />);
    const locked = container.querySelectorAll('.method-progress__item[data-status="locked"]');
    expect(locked.length).toBeGreaterThan(0);
    const icons = lockedIcons(container);
    expect(icons).toHaveLength(locked.length);
    for (const icon of icons) {
      expect(icon.getAttribute('aria-hidden')).toBe('true');
      expect(box(icon).width).toBeGreaterThanOrEqual(10);
      expect(box(icon).width).toBeLessThanOrEqual(20);
      // Drawn in the tab's own text colour, which forced colours set to a system colour.
      expect(getComputedStyle(icon.querySelector('rect')!).fill).toBe(getComputedStyle(icon.closest('.method-progress__link')!).color);
    }
    expect(container.querySelectorAll('.method-progress__item:not([data-status="locked"]) svg')).toHaveLength(0);
    await unmount();
  });

  it('in the dark theme too', async () => {
    const { container, unmount } = await mount(<player.AtStart theme="dark" />);
    const icon = lockedIcons(container)[0]!;
    expect(container.querySelector('.method-player')!.getAttribute('data-theme')).toBe('dark');
    expect(getComputedStyle(icon.querySelector('rect')!).fill).toBe(getComputedStyle(icon.closest('.method-progress__link')!).color);
    expect(box(icon).width).toBeGreaterThanOrEqual(10);
    await unmount();
  });
});

describe('scales and native controls', () => {
  it('an unanswered slider shows a hollow thumb and no filled range; once answered both are solid', async () => {
    const unanswered = await mount(<confidence.Default />);
    const thumb = unanswered.container.querySelector('.method-slider__thumb')!;
    expect(getComputedStyle(thumb).borderTopStyle).toBe('dashed');
    expect(getComputedStyle(unanswered.container.querySelector('.method-slider__range')!).visibility).toBe('hidden');
    await unanswered.unmount();
    const answered = await mount(<confidence.Answered />);
    expect(getComputedStyle(answered.container.querySelector('.method-slider__thumb')!).borderTopStyle).toBe('solid');
    expect(getComputedStyle(answered.container.querySelector('.method-slider__range')!).visibility).toBe('visible');
    await answered.unmount();
  });

  it('degraded radios are the size of the checkboxes beside them', async () => {
    const radios = await mount(<choice.Degraded />);
    const radio = box(radios.container.querySelector('input[type="radio"]')!);
    await radios.unmount();
    const form = await mount(<followUp.Default />);
    const checkbox = box(form.container.querySelector('input[type="checkbox"]')!);
    expect(radio.width).toBeCloseTo(checkbox.width, 0);
    expect(radio.height).toBeCloseTo(checkbox.height, 0);
    expect(radio.width).toBeGreaterThanOrEqual(18);
    await form.unmount();
  });

  it('a radio scale spreads from its lowest label to its highest', async () => {
    const { container, unmount } = await mount(<confidence.Degraded />);
    const radios = Array.from(container.querySelectorAll('.method-scale input[type="radio"]')).map(box);
    const labels = Array.from(container.querySelectorAll('.method-scale__labels span')).map(box);
    const scale = box(container.querySelector('.method-scale')!);
    expect(radios.at(0)!.left - scale.left).toBeLessThan(16);
    expect(scale.right - radios.at(-1)!.right).toBeLessThan(16);
    expect(Math.abs(labels.at(-1)!.right - scale.right)).toBeLessThan(2);
    await unmount();
  });
});

describe('course chrome spacing', () => {
  it('a long legend wraps inside its box, below the top border', async () => {
    await page.viewport(390, 844);
    const { container, unmount } = await mount(<followUp.Default />);
    for (const fieldset of Array.from(container.querySelectorAll('fieldset'))) {
      const legend = fieldset.querySelector('legend');
      if (legend) expect(box(legend).top).toBeGreaterThanOrEqual(box(fieldset).top + 1);
    }
    await unmount();
  });

  it('the form names the barriers section once', async () => {
    const { container, unmount } = await mount(<followUp.Default />);
    const texts = Array.from(container.querySelectorAll('h1, h2, h3, h4, legend')).map((element) => element.textContent?.trim());
    expect(texts.filter((text) => text === 'Barriers')).toHaveLength(1);
    await unmount();
  });

  it('references sit under the screen column of the player', async () => {
    const { container, unmount } = await mount(<player.AtStart />);
    const screen = box(container.querySelector('.method-screen')!);
    const refs = box(container.querySelector('.method-player > .method-references')!);
    expect(Math.abs(refs.left - screen.left)).toBeLessThan(2);
    await unmount();
    const alone = await mount(<references.Default />);
    expect(box(alone.container.querySelector('.method-references')!).width).toBeLessThanOrEqual(46 * 16 + 1);
    await alone.unmount();
  });
});

describe('catalog loading', () => {
  it('holds the grid with placeholder cards, hidden from assistive tech, and says so only to screen readers', async () => {
    const { container, unmount } = await mount(<catalog.Loading />);
    expect(container.querySelector('.method-catalog')!.getAttribute('aria-busy')).toBe('true');
    const status = container.querySelector('[role="status"]')!;
    expect(status.textContent).toBe('Loading courses…');
    expect(box(status).width).toBeLessThanOrEqual(1);
    const skeleton = container.querySelector('.method-catalog__skeleton')!;
    expect(skeleton.getAttribute('aria-hidden')).toBe('true');
    const cards = Array.from(skeleton.querySelectorAll('.method-card'));
    expect(cards.length).toBeGreaterThanOrEqual(3);
    for (const card of cards) expect(box(card).height).toBeGreaterThan(100);
    await unmount();
  });
});

describe('reduced motion and forced colours', () => {
  it('with reduced motion, the busy spinner and button transitions stop', async () => {
    const { container, unmount } = await mount(
      <div className="method-player">
        <button type="button" className="method-button" aria-busy="true">Saving</button>
      </div>,
    );
    const button = container.querySelector('button')!;
    expect(getComputedStyle(button, '::after').animationName).toBe('method-spin');
    await act(() => emulate([{ name: 'prefers-reduced-motion', value: 'reduce' }]));
    expect(matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
    expect(getComputedStyle(button, '::after').animationName).toBe('none');
    expect(getComputedStyle(button).transitionDuration).toBe('0s');
    await unmount();
  });

  it('under forced colours, a chosen option is outlined, wrong rows are dashed and the focus ring shows', async () => {
    await act(() => emulate([{ name: 'forced-colors', value: 'active' }]));
    expect(matchMedia('(forced-colors: active)').matches).toBe(true);
    const chosen = await mount(<choice.Answered />);
    const option = chosen.container.querySelector('.method-choice__option[data-state="checked"]')!;
    expect(getComputedStyle(option).outlineStyle).toBe('solid');
    const unchecked = chosen.container.querySelector('.method-choice__option[data-state="unchecked"]')!;
    expect(getComputedStyle(unchecked).outlineStyle).toBe('none');
    await chosen.unmount();
    const slider = await mount(<confidence.Default />);
    expect(getComputedStyle(slider.container.querySelector('.method-slider__track')!).borderTopStyle).toBe('solid');
    await slider.unmount();
    const judged = await mount(<match.WithRationale />);
    expect(getComputedStyle(rowOf(judged.container, 'eGFR')).borderTopStyle).toBe('dashed');
    expect(getComputedStyle(rowOf(judged.container, 'UACR')).borderTopStyle).toBe('solid');
    await judged.unmount();
    const focus = await mount(
      <div className="method-player">
        <button type="button" className="method-button">Continue</button>
      </div>,
    );
    const button = focus.container.querySelector('button')!;
    await act(async () => {
      await userEvent.keyboard('{Shift}');
      button.focus();
    });
    expect(button.matches(':focus-visible')).toBe(true);
    expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await focus.unmount();
  });
});
