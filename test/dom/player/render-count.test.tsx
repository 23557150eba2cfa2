import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { describe, expect, it } from 'vitest';
import { CoursePlayer, defaultRegistry, type RendererProps, type RegistryEntry } from '../../../src';

const BLOCKS = ['mcq-a', 'mcq-b', 'mcq-c', 'mcq-d'];

/** One sequential phase whose single screen holds four one-question mcq blocks. */
function payload() {
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
        components: BLOCKS.map((id, index) => ({
          id, type: 'mcq', reveal_after: null, screen_index: 0, screen_role: index === 0 ? 'primary' : 'attached',
          questions: [{ id: `${id}-q`, type: 'multiple-choice', question: `Question ${index + 1}?`, options: ['Yes', 'No'] }],
        })),
      },
    ],
  };
}

/** Commits seen per block since the last reset, by block id (React's Profiler, not timed). */
const commits = new Map<string, number>();
const onRender: ProfilerOnRenderCallback = (id) => commits.set(id, (commits.get(id) ?? 0) + 1);

const mcq = defaultRegistry.get('mcq') as RegistryEntry;
const McqRenderer = mcq.Renderer;
/** The built-in mcq renderer inside a Profiler named after its block. */
function ProfiledMcq(props: RendererProps) {
  return (
    <Profiler id={props.block.id} onRender={onRender}>
      <McqRenderer {...props} />
    </Profiler>
  );
}
const renderers = [{ ...mcq, Renderer: ProfiledMcq }];

describe('render count', () => {
  it('answering one question re-renders that question\'s block only, not the other blocks on the screen', async () => {
    const user = userEvent.setup();
    render(<CoursePlayer payload={payload()} userId="user-1" onSubmit={async () => ({})} renderers={renderers} />);
    expect(screen.getAllByRole('radiogroup')).toHaveLength(BLOCKS.length);

    for (const [index, id] of BLOCKS.entries()) {
      commits.clear();
      const group = screen.getByRole('radiogroup', { name: `Question ${index + 1}?` });
      await user.click(within(group).getByRole('radio', { name: 'Yes' }));
      expect((within(group).getByRole('radio', { name: 'Yes' }) as HTMLInputElement).checked).toBe(true);
      expect(Object.fromEntries(commits), `answering ${id}`).toEqual({ [id]: commits.get(id) });
      expect(commits.get(id)).toBeGreaterThan(0);
    }
  }, 15_000); // four real clicks; generous for a shared 2-core machine
});
