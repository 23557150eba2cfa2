import { useState } from 'react';
import { normalizeCourse } from 'ce-course-player/contract';
import { defaultRegistry, usePlayerStrings, type Block, type BlockAnswer, type BlockStatus, type QuestionClocks, type QuestionRationale, type TimeLimits } from 'ce-course-player';

/** Normalizes one delivered component inside a minimal course and returns its block and course. */
export function blockFrom(component: Record<string, unknown>) {
  const { course } = normalizeCourse({
    contract_version: '2026-09-03', course_id: 'story', organization_id: 'org', name: 'Story', format: 'method', total_phases: 1,
    learning_objectives: [], accreditation: null, available_certificate_types: [], activity_details: {}, series: null,
    references: [{ number: '1', title: 'Reference one', url: 'https://example.org/ref-1' }],
    phases: [{ id: 'p', title: 'Story', type: 'content', required: true, order: 0, display_mode: 'stacked', screen_count: 1,
      components: [{ reveal_after: null, screen_index: 0, screen_role: 'primary', ...component }] }],
  });
  const block = Object.values(course.blocks)[0] as Block;
  return { block, course };
}

export interface BlockStoryProps {
  component: Record<string, unknown>;
  answer?: BlockAnswer;
  status?: BlockStatus;
  rationales?: Record<string, QuestionRationale>;
  /** Render the kind's Fallback instead of its Renderer. */
  degraded?: boolean;
  /** Token set of the story's root (the Storybook toolbar sets it). @default 'light' */
  theme?: 'light' | 'dark' | 'auto';
  /** Accept http URLs, as the player's `allowHttp` does: the stories' images are served on http://localhost. @default true */
  allowHttp?: boolean;
  /** A timed quiz's question clocks, as the player's store would hand them over. */
  questionClocks?: QuestionClocks;
  /** A timed quiz's time limits, as the player's `timeLimits`. @default 'enforced' */
  timeLimits?: TimeLimits;
}

/** One block, as the player would render it, with its answer held in local state. */
export function BlockStory({ component, answer: initial, status = 'editable', rationales = {}, degraded = false, theme = 'light', allowHttp = true, questionClocks, timeLimits }: BlockStoryProps) {
  const { block, course } = blockFrom(component);
  const [answer, setAnswer] = useState<BlockAnswer | undefined>(initial);
  const entry = defaultRegistry.get(block.kind);
  const Component = (degraded ? entry?.Fallback : undefined) ?? entry?.Renderer;
  const strings = usePlayerStrings();
  return (
    <div className="method-player" data-theme={theme}>
      <div className="method-block" data-kind={block.kind} data-degraded={degraded || undefined}>
        {Component ? (
          <Component
            block={block} course={course} answer={answer} onAnswer={setAnswer} status={status} rationales={rationales} strings={strings} allowHttp={allowHttp}
            {...(questionClocks ? { questionClocks } : {})}
            {...(timeLimits ? { timeLimits } : {})}
          />
        ) : (
          <p>No renderer for {block.kind}</p>
        )}
      </div>
      <pre className="method-visually-hidden">{JSON.stringify(answer)}</pre>
    </div>
  );
}
