import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ComponentType, type ProfilerOnRenderCallback } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CoursePlayer, defaultRegistry, type RendererProps, type RegistryEntry } from '../../../src';
import { purifyListenerCount } from '../../../src/controls/purifyLoader';

/**
 * Commits seen per Profiler since the last reset (React's Profiler, not timed), and the blocks
 * whose view selector ran. Hoisted: the module mocks below wrap the screen's parts with them.
 */
const { commits, selected, profiled, storeListeners } = vi.hoisted(() => {
  const commits = new Map<string, number>();
  /** Listeners on the player's store itself: each runs (with its selector) on every state change. */
  const storeListeners = { active: 0 };
  const selected: string[] = [];
  const profiled = async <P extends object>(name: string, Component: ComponentType<P>) => {
    const { Profiler, createElement } = await import('react');
    const onRender = (id: string) => commits.set(id, (commits.get(id) ?? 0) + 1);
    return function ProfiledPart(props: P) {
      return createElement(Profiler, { id: name, onRender }, createElement(Component, props));
    };
  };
  return { commits, selected, profiled, storeListeners };
});

// Everything the screen shows besides its blocks: if the screen or the player re-rendered, these would.
vi.mock('../../../src/react/ScreenActions', async (original) => {
  const actual = await original<typeof import('../../../src/react/ScreenActions')>();
  return { ...actual, ScreenActions: await profiled('ScreenActions', actual.ScreenActions) };
});
vi.mock('../../../src/react/PhaseResult', async (original) => {
  const actual = await original<typeof import('../../../src/react/PhaseResult')>();
  return { ...actual, PhaseResult: await profiled('PhaseResult', actual.PhaseResult) };
});
vi.mock('../../../src/react/ResultFeedback', async (original) => {
  const actual = await original<typeof import('../../../src/react/ResultFeedback')>();
  return { ...actual, ResultFeedback: await profiled('ResultFeedback', actual.ResultFeedback) };
});
vi.mock('../../../src/react/SubmissionStatus', async (original) => {
  const actual = await original<typeof import('../../../src/react/SubmissionStatus')>();
  return { ...actual, SubmissionStatus: await profiled('SubmissionStatus', actual.SubmissionStatus) };
});
vi.mock('../../../src/react/ProgressHeader', async (original) => {
  const actual = await original<typeof import('../../../src/react/ProgressHeader')>();
  return { ...actual, ProgressHeader: await profiled('ProgressHeader', actual.ProgressHeader) };
});
vi.mock('../../../src/store/createPlayerStore', async (original) => {
  const actual = await original<typeof import('../../../src/store/createPlayerStore')>();
  return {
    ...actual,
    createPlayerStore: (...args: Parameters<typeof actual.createPlayerStore>) => {
      const store = actual.createPlayerStore(...args);
      const subscribe = store.subscribe;
      store.subscribe = (listener) => {
        storeListeners.active++;
        const unsubscribe = subscribe(listener);
        return () => {
          storeListeners.active--;
          unsubscribe();
        };
      };
      return store;
    },
  };
});
vi.mock('../../../src/store/blockView', async (original) => {
  const actual = await original<typeof import('../../../src/store/blockView')>();
  return {
    ...actual,
    blockView: {
      ...actual.blockView,
      select: (...args: Parameters<typeof actual.blockView.select>) => {
        selected.push(args[2].id);
        return actual.blockView.select(...args);
      },
    },
  };
});

const BLOCKS = ['mcq-a', 'mcq-b', 'mcq-c', 'mcq-d'];

/** One sequential phase whose single screen holds pairs of an html block and a one-question mcq block (four by default). */
function payload(blocks: readonly string[] = BLOCKS) {
  return {
    contract_version: '2026-09-03',
    course_id: '7d0a4c1e-2f3b-4a5c-8d9e-0f1a2b3c4d5e',
    organization_id: 'org-1',
    name: 'Render count',
    format: 'method',
    total_phases: 1,
    phases: [
      {
        id: 'quiz', title: 'Assessment', type: 'assessment', required: true, order: 0,
        display_mode: 'sequential', screen_count: 1,
        components: blocks.flatMap((id, index) => [
          { id: `${id}-case`, type: 'html', reveal_after: null, screen_index: 0, screen_role: index === 0 ? 'primary' : 'attached', content: `<p>Case ${index + 1}</p>` },
          {
            id, type: 'mcq', reveal_after: null, screen_index: 0, screen_role: 'attached',
            questions: [{ id: `${id}-q`, type: 'multiple-choice', question: `Question ${index + 1}?`, options: ['Yes', 'No'] }],
          },
        ]),
      },
    ],
  };
}

const onRender: ProfilerOnRenderCallback = (id) => commits.set(id, (commits.get(id) ?? 0) + 1);

/** A built-in renderer inside a Profiler named after its block. */
function profiledEntry(kind: 'mcq' | 'html'): RegistryEntry {
  const entry = defaultRegistry.get(kind) as RegistryEntry;
  const BuiltIn = entry.Renderer;
  return {
    ...entry,
    Renderer: function ProfiledBlock(props: RendererProps) {
      return (
        <Profiler id={props.block.id} onRender={onRender}>
          <BuiltIn {...props} />
        </Profiler>
      );
    },
  };
}
const renderers = [profiledEntry('mcq'), profiledEntry('html')];

describe('render count', () => {
  it('answering one question re-renders that question\'s block and the screen\'s actions only, and selects only that block', async () => {
    const user = userEvent.setup();
    render(<CoursePlayer payload={payload()} userId="user-1" onSubmit={async () => ({})} renderers={renderers} />);
    expect(screen.getAllByRole('radiogroup')).toHaveLength(BLOCKS.length);

    for (const [index, id] of BLOCKS.entries()) {
      commits.clear();
      selected.length = 0;
      const group = screen.getByRole('radiogroup', { name: `Question ${index + 1}?` });
      await user.click(within(group).getByRole('radio', { name: 'Yes' }));
      expect((within(group).getByRole('radio', { name: 'Yes' }) as HTMLInputElement).checked).toBe(true);
      expect(commits.get(id), `answering ${id}`).toBeGreaterThan(0);
      expect([...commits.keys()].filter((part) => part !== id && part !== 'ScreenActions'), `answering ${id}`).toEqual([]);
      expect(new Set(selected), `answering ${id}`).toEqual(new Set([id]));
    }
    // The last answer enabled Submit: the actions did take the change.
    expect(screen.getByRole('button', { name: 'Submit answers' }).getAttribute('aria-disabled')).toBeNull();
  }, 15_000); // four real clicks; generous for a shared 2-core machine

  it('reads no learner state for prose: html blocks select no view, unless a host renderer for html may read it', () => {
    selected.length = 0;
    const { unmount } = render(<CoursePlayer payload={payload()} userId="user-1" onSubmit={async () => ({})} />);
    expect(screen.getByText('Case 1')).toBeTruthy();
    expect(new Set(selected)).toEqual(new Set(BLOCKS));
    unmount();

    // A host's own html renderer is not marked stateless: it gets the learner's state like any other.
    selected.length = 0;
    const hostHtml: RegistryEntry = { kind: 'html', Renderer: ({ block, status }: RendererProps) => <p>{block.id} is {status}</p> };
    render(<CoursePlayer payload={payload()} userId="user-1" onSubmit={async () => ({})} renderers={[hostHtml]} />);
    expect(screen.getByText('mcq-a-case is editable')).toBeTruthy();
    expect(new Set(selected)).toEqual(new Set([...BLOCKS, ...BLOCKS.map((id) => `${id}-case`)]));
  });

  it('adds no store-wide listener per block: a state change runs no selector in the screen\'s blocks', () => {
    const listenersFor = (blocks: readonly string[]) => {
      // Counted from before the render: the keyed subscriptions keep their one listener for the store's life.
      const before = storeListeners.active;
      const { unmount } = render(<CoursePlayer payload={payload(blocks)} userId="user-1" onSubmit={async () => ({})} />);
      expect(screen.getAllByRole('radiogroup')).toHaveLength(blocks.length);
      const active = storeListeners.active - before;
      unmount();
      return active;
    };
    const few = listenersFor(BLOCKS);
    const many = listenersFor(Array.from({ length: 12 }, (_, index) => `mcq-${index}`));
    expect(few).toBeGreaterThan(0);
    expect(many).toBe(few);
  });

  it('subscribes to the sanitizer once per player, not per html block', () => {
    // Counted on the loader itself: the DOM setup loaded it before any mock here could wrap it.
    const listenersFor = (blocks: readonly string[]) => {
      const before = purifyListenerCount();
      const { unmount } = render(<CoursePlayer payload={payload(blocks)} userId="user-1" onSubmit={async () => ({})} />);
      expect(screen.getAllByText(/^Case \d+$/)).toHaveLength(blocks.length);
      const active = purifyListenerCount() - before;
      unmount();
      return active;
    };
    expect(listenersFor(BLOCKS)).toBe(1);
    expect(listenersFor(Array.from({ length: 12 }, (_, index) => `mcq-${index}`))).toBe(1);
  });

  it('a host re-rendering with inline certificate and strings objects (equal in value) re-renders no block', () => {
    const host = (tick: number) => (
      <CoursePlayer
        payload={stablePayload} userId="user-1" onSubmit={async () => ({})} renderers={renderers}
        certificate={<p>Certificate {tick % 1}</p>}
        strings={{ player: { submitLabel: 'Send my answers' } }}
      />
    );
    const { rerender } = render(host(0));
    expect(screen.getByRole('button', { name: 'Send my answers' })).toBeTruthy();
    commits.clear();
    rerender(host(1));
    rerender(host(2));
    expect(BLOCKS.filter((id) => commits.has(id)), 'blocks re-rendered by the host').toEqual([]);
  });
});

const stablePayload = payload();
