import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CoursePlayer, defaultRegistry, type RendererProps } from '../../../src';
import { makePlayerPayload } from '../../support/playerCourse';

describe('CoursePlayer rendering', () => {
  it('re-renders only the answered block, not the rest of the screen', async () => {
    const renders: Record<string, number> = {};
    const htmlRenderer = defaultRegistry.get('html')!.Renderer;
    const choiceRenderer = defaultRegistry.get('choice')!.Renderer;
    const count = (Inner: typeof htmlRenderer) => (props: RendererProps) => {
      renders[props.block.id] = (renders[props.block.id] ?? 0) + 1;
      return <Inner {...props} />;
    };
    const payload = makePlayerPayload();
    payload.phases[0]!.components.push({ id: 'extra', type: 'html', reveal_after: null, screen_index: 1, screen_role: 'attached', content: '<p>Unrelated prose.</p>' } as never);
    render(
      <CoursePlayer
        payload={payload}
        userId="u"
        onSubmit={async () => ({})}
        renderers={[{ kind: 'html', Renderer: count(htmlRenderer) }, { kind: 'choice', Renderer: count(choiceRenderer) }]}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const before = { ...renders };
    expect(before.extra).toBeGreaterThan(0);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(renders.gut).toBeGreaterThan(before.gut!);
    expect(renders.extra).toBe(before.extra);
  });

  it('re-fetches the course before its media expires and keeps the learner in place', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const expiring = { ...makePlayerPayload(), media_expires_at: new Date(Date.now() + 10 * 60_000).toISOString() };
      const fresh = { ...makePlayerPayload(), name: 'Resistant hypertension (re-signed)', media_expires_at: new Date(Date.now() + 6 * 3_600_000).toISOString() };
      const onRefetch = vi.fn(async () => fresh);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(<CoursePlayer payload={expiring} userId="u" onSubmit={async () => ({})} onRefetch={onRefetch} />);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await user.click(screen.getByRole('radio', { name: 'No' }));
      expect(onRefetch).not.toHaveBeenCalled();
      await act(async () => vi.advanceTimersByTime(5 * 60_000 + 1000));
      expect(onRefetch).toHaveBeenCalledTimes(1);
      expect(await screen.findByText('Resistant hypertension (re-signed)')).toBeTruthy();
      expect(screen.getByText('Screen 2 of 2')).toBeTruthy();
      expect((screen.getByRole('radio', { name: 'No' }) as HTMLInputElement).checked).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
