import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CoursePlayer, type RendererProps } from '../../../src';
import { normalizeCourse } from '../../../src/entries/contract';
import { hostilePayloads, unknownRevisionProbe } from '../../fixtures';
import { makePlayerPayload } from '../../support/playerCourse';
import { allowConsole } from '../../support/consoleGuard';
import { renderPlayer } from '../../support/renderPlayer';
import { memoryStorage } from '../../support/memoryStorage';
import { loadPersistenceCode } from '../../support/persistenceCode';

// What persistence does once its code is here (persistence-loading.test.tsx: before it is).
beforeAll(loadPersistenceCode);

const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);


describe('CoursePlayer resilience', () => {
  it('resumes on the same screen with the same answers after a remount', async () => {
    const storage = memoryStorage();
    const first = renderPlayer({ persistence: { key: 'ce', storage } });
    await first.user.click(screen.getByRole('button', { name: 'Continue' }));
    await first.user.click(screen.getByRole('radio', { name: 'No' }));
    first.unmount();

    renderPlayer({ persistence: { key: 'ce', storage } });
    expect(screen.getByText('Screen 2 of 2')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'No' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Three drugs at full dose, one a diuretic.')).toBeTruthy();
  });

  it('starts fresh, without crashing, on corrupt stored progress', () => {
    const storage = memoryStorage();
    const onEvent = vi.fn();
    storage.data.set(`ce:${makePlayerPayload().course_id}:user-1`, '{"state":{"position":42},"version":1}');
    renderPlayer({ persistence: { key: 'ce', storage }, onEvent });
    expect(screen.getByText('Screen 1 of 2')).toBeTruthy();
    expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'diagnostic' }));
  });

  it('isolates a throwing renderer: its fallback shows and the rest of the course works', () => {
    const Broken = () => {
      throw new Error('renderer bug');
    };
    // React reports the error its boundary caught; that report is this test's point, not noise.
    allowConsole(/renderer bug[\s\S]*error boundary you provided, BlockSlot/);
    renderPlayer({ renderers: [{ kind: 'html', Renderer: Broken }] });
    expect(screen.getByText('This part of the course could not be displayed. The rest of the course still works.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('lets a host add a renderer for a kind', () => {
    const Custom = ({ block }: RendererProps) => <p>custom {block.id}</p>;
    renderPlayer({ renderers: [{ kind: 'html', Renderer: Custom }] });
    expect(screen.getByText('custom welcome')).toBeTruthy();
  });

  it('renders unknown component and phase types as notices, never dropping them', async () => {
    const user = userEvent.setup();
    const { course } = normalizeCourse(unknownRevisionProbe);
    // Every phase reviewable, so the test can visit the unknown ones directly.
    const initialProgress = { completedPhaseIds: course.phases.map((p) => p.id) };
    render(<CoursePlayer payload={unknownRevisionProbe} userId="u" onSubmit={async () => ({})} initialProgress={initialProgress} />);
    const unknownBlock = Object.values(course.blocks).find((b) => b.kind === 'unknown')!;
    const unknownPhase = course.phases.find((p) => !p.isKnownType)!;
    await user.click(screen.getByRole('button', { name: startsWith(unknownPhase.title) }));
    expect(screen.getByText(`This part of the course is of a kind (“${unknownPhase.type}”)`, { exact: false })).toBeTruthy();
    const phaseOfBlock = course.phases.find((p) => p.id === unknownBlock.phaseId)!;
    await user.click(screen.getByRole('button', { name: startsWith(phaseOfBlock.title) }));
    for (let i = 0; i < unknownBlock.screenIndex; i += 1) await user.click(screen.getByRole('button', { name: /Continue|Submit answers/ }));
    expect(screen.getByText(`(“${unknownBlock.rawType}”) cannot be shown`, { exact: false })).toBeTruthy();
  });

  it.each(hostilePayloads.map((h) => [h.name, h.payload] as const))('shows something useful for hostile payload: %s', (_name, payload) => {
    const { container } = render(<CoursePlayer payload={payload} userId="u" onSubmit={async () => ({})} />);
    expect(container.querySelector('.method-player')).not.toBeNull();
    expect(container.textContent?.trim().length).toBeGreaterThan(0);
  });

  it('posts the same body in degraded mode as with the full renderers', async () => {
    const play = async (degraded: boolean) => {
      const { user, bodies, unmount } = renderPlayer({ degraded });
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await user.click(screen.getByRole('radio', { name: 'Yes' }));
      await user.click(screen.getByRole('button', { name: 'Submit answers' }));
      await screen.findByRole('button', { name: 'Continue' });
      unmount();
      return bodies;
    };
    const full = await play(false);
    const degraded = await play(true);
    expect(degraded).toEqual(full);
    expect(full).toHaveLength(1);
  });
});
