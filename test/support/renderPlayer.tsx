import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { vi } from 'vitest';
import { CoursePlayer, type CoursePlayerProps } from '../../src';
import type { SubmitProgressBody } from '../../src/contract';
import { makePlayerPayload, playerScorer } from './playerCourse';

/** Renders the player in StrictMode with a recording onSubmit backed by the small scorer. */
export function renderPlayer(overrides: Partial<CoursePlayerProps> = {}) {
  const bodies: SubmitProgressBody[] = [];
  const onSubmit = vi.fn(async (body: SubmitProgressBody) => {
    bodies.push(structuredClone(body));
    return playerScorer(body);
  });
  const props: CoursePlayerProps = { payload: makePlayerPayload(), userId: 'user-1', onSubmit, ...overrides };
  const user = userEvent.setup();
  const view = render(
    <StrictMode>
      <CoursePlayer {...props} />
    </StrictMode>,
  );
  return { ...view, user, bodies, onSubmit, props };
}
