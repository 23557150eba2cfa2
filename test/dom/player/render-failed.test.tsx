import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CoursePlayer, defaultRegistry, type PlayerEvent, type RendererProps } from '../../../src';
import { allowConsole } from '../../support/consoleGuard';
import { renderPlayer } from '../../support/renderPlayer';

const BLOCK_ERROR = 'This part of the course could not be displayed. The rest of the course still works.';

const Broken = () => {
  throw new Error('renderer bug');
};
const BrokenFallback = () => {
  throw new Error('fallback bug');
};
const PlainFallback = ({ block }: RendererProps) => <p>plain {block.id}</p>;

const renderFailures = (onEvent: ReturnType<typeof vi.fn>) =>
  onEvent.mock.calls.map(([event]) => event as PlayerEvent).filter((event) => event.type === 'render_failed');

// renderPlayer wraps the player in StrictMode: a double render must still report each throw once.
describe('a renderer that throws reaches the host as render_failed', () => {
  it('shows the Fallback and reports the failure once', () => {
    // React reports the error its boundary caught; that report is this test's point, not noise.
    allowConsole(/renderer bug[\s\S]*error boundary you provided, BlockSlot/);
    const onEvent = vi.fn();
    renderPlayer({ registry: defaultRegistry.extend([{ kind: 'html', Renderer: Broken, Fallback: PlainFallback }]), onEvent });

    expect(screen.getByText('plain welcome')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(renderFailures(onEvent)).toEqual([{ type: 'render_failed', blockId: 'welcome', kind: 'html', error: 'renderer bug', fallback: 'fallback' }]);
  });

  it('shows the notice and reports once when the kind has no Fallback', () => {
    allowConsole(/renderer bug[\s\S]*error boundary you provided, BlockSlot/);
    const onEvent = vi.fn();
    renderPlayer({ renderers: [{ kind: 'html', Renderer: Broken }], onEvent });

    expect(screen.getByText(BLOCK_ERROR)).toBeTruthy();
    expect(renderFailures(onEvent)).toEqual([{ type: 'render_failed', blockId: 'welcome', kind: 'html', error: 'renderer bug', fallback: 'notice' }]);
  });

  it('does not report again when the player re-renders, and reaches the host through its latest onEvent', async () => {
    allowConsole(/renderer bug[\s\S]*error boundary you provided, BlockSlot/);
    const first = vi.fn();
    const renderers = [{ kind: 'html' as const, Renderer: Broken, Fallback: PlainFallback }];
    const { rerender, props, user } = renderPlayer({ renderers, onEvent: first });
    const later = vi.fn();
    rerender(<StrictMode><CoursePlayer {...props} onEvent={later} /></StrictMode>);
    expect(renderFailures(first)).toHaveLength(1);
    expect(renderFailures(later)).toHaveLength(0);

    // Leaving the screen and coming back mounts the block again: a new throw, a new report.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('plain welcome')).toBeTruthy();
    expect(renderFailures(first)).toHaveLength(1);
    expect(renderFailures(later)).toEqual([{ type: 'render_failed', blockId: 'welcome', kind: 'html', error: 'renderer bug', fallback: 'fallback' }]);
  });

  it('reports the Renderer and then its Fallback when both throw, ending on the notice', () => {
    allowConsole(/(renderer|fallback) bug[\s\S]*error boundary you provided, (BlockSlot|BlockErrorBoundary)/);
    const onEvent = vi.fn();
    renderPlayer({ renderers: [{ kind: 'html', Renderer: Broken, Fallback: BrokenFallback }], onEvent });

    expect(screen.getByText(BLOCK_ERROR)).toBeTruthy();
    // One commit catches both throws, and React calls the inner boundary first: the order is React's.
    const failures = renderFailures(onEvent);
    expect(failures).toHaveLength(2);
    expect(failures).toEqual(expect.arrayContaining([
      { type: 'render_failed', blockId: 'welcome', kind: 'html', error: 'renderer bug', fallback: 'fallback' },
      { type: 'render_failed', blockId: 'welcome', kind: 'html', error: 'fallback bug', fallback: 'notice' },
    ]));
  });

  it('reports a degraded Fallback that throws as falling to the notice', () => {
    allowConsole(/fallback bug[\s\S]*error boundary you provided, BlockSlot/);
    const onEvent = vi.fn();
    renderPlayer({ degraded: true, renderers: [{ kind: 'html', Renderer: PlainFallback, Fallback: BrokenFallback }], onEvent });

    expect(screen.getByText(BLOCK_ERROR)).toBeTruthy();
    expect(renderFailures(onEvent)).toEqual([{ type: 'render_failed', blockId: 'welcome', kind: 'html', error: 'fallback bug', fallback: 'notice' }]);
  });

  it('keeps the event serialisable whatever was thrown', () => {
    allowConsole(/error boundary you provided, BlockSlot/);
    const onEvent = vi.fn();
    const ThrowsObject = () => {
      throw { code: 42 };
    };
    renderPlayer({ renderers: [{ kind: 'html', Renderer: ThrowsObject }], onEvent });

    const [failure] = renderFailures(onEvent);
    expect(failure).toMatchObject({ type: 'render_failed', blockId: 'welcome', fallback: 'notice' });
    expect(typeof (failure as { error: unknown }).error).toBe('string');
    expect(JSON.parse(JSON.stringify(failure))).toEqual(failure);
  });
});
