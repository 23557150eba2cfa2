import { useState, type ComponentType } from 'react';
import { vi } from 'vitest';
import type { BlockAnswer } from '../../../src/logic/answers';
import type { QuestionRationale } from '../../../src/logic/result';
import { normalizeCourse } from '../../../src/model/normalizeCourse';
import type { Block } from '../../../src/model/types';
import type { BlockStatus, RendererProps, TimeLimits } from '../../../src/registry/types';
import { defaultStrings } from '../../../src/strings/en';
import { methodCourse } from '../../fixtures';

export { expectAccessible } from '../../support/expectAccessible';

export const course = normalizeCourse(methodCourse).course;

/** A block of the method fixture, by id, typed for the renderer under test. */
export function fixtureBlock<B extends Block>(id: string): B {
  const block = course.blocks[id];
  if (!block) throw new Error(`fixture block ${id} missing`);
  return block as B;
}

export function rationale(questionId: string, text: string, correct: boolean | null = true): QuestionRationale {
  return { questionId, correct, text, html: null };
}

export interface HarnessProps<B extends Block> {
  Component: ComponentType<RendererProps<B>>;
  block: B;
  onAnswer?: (answer: BlockAnswer) => void;
  answer?: BlockAnswer;
  status?: BlockStatus;
  rationales?: Readonly<Record<string, QuestionRationale>>;
  /** A timed quiz's time limits, as the player's `timeLimits` prop passes them. */
  timeLimits?: TimeLimits;
}

/** Holds the answer like the store does, so a keyboard path can take several steps. */
export function Harness<B extends Block>({ Component, block, onAnswer, answer: initial, status = 'editable', rationales = {}, timeLimits }: HarnessProps<B>) {
  const [answer, setAnswer] = useState<BlockAnswer | undefined>(initial);
  return (
    <div className="method-player">
      <Component
        block={block}
        course={course}
        answer={answer}
        status={status}
        rationales={rationales}
        strings={defaultStrings}
        {...(timeLimits ? { timeLimits } : {})}
        onAnswer={(next) => {
          setAnswer(next);
          onAnswer?.(next);
        }}
      />
    </div>
  );
}

/** The answer of the last onAnswer call. */
export function lastAnswer(onAnswer: ReturnType<typeof vi.fn>): unknown {
  return onAnswer.mock.calls.at(-1)?.[0];
}

/**
 * What jsdom lacks: ResizeObserver (Radix sizes thumbs and indicators with one), CSS.escape
 * (user-event walks native radio groups with it) and a canvas (axe measures icon ligatures with
 * one; without it jsdom logs "not implemented" and axe skips the check anyway).
 */
export function installDomPolyfills(): void {
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
  if (typeof globalThis.ResizeObserver === 'undefined') {
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  }
  if (typeof globalThis.CSS === 'undefined' || typeof globalThis.CSS.escape !== 'function') {
    const escape = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (character) => `\\${character}`);
    Object.defineProperty(globalThis, 'CSS', { value: { ...(globalThis.CSS ?? {}), escape }, configurable: true });
  }
}

/**
 * jsdom lays nothing out, so dnd-kit sees every rect at 0,0. This gives draggable items a column
 * on the left and drop zones a column on the right, one row each, so a keyboard drag can travel.
 */
export function layOutDragBoard(): () => void {
  const original = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function getBoundingClientRect(this: Element) {
    const place = (selector: string, left: number, width: number, height: number) => {
      const index = [...document.querySelectorAll(selector)].indexOf(this);
      if (index === -1) return null;
      const top = 100 * index;
      return { x: left, y: top, left, top, width, height, right: left + width, bottom: top + height, toJSON: () => ({}) } as DOMRect;
    };
    return place('.method-dnd__item', 0, 150, 40) ?? place('.method-dnd__zone', 400, 200, 80) ?? original.call(this);
  };
  return () => {
    Element.prototype.getBoundingClientRect = original;
  };
}
