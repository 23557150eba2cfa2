import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from '../../../src/controls/SafeHtml';
import type { HtmlBlock } from '../../../src/model/types';
import { HtmlRenderer } from '../../../src/renderers/html/HtmlRenderer';
import { defaultStrings } from '../../../src/strings/en';
import { course } from './support';

const prose = '<p>SGLT2 inhibitors slow decline [1]; see also [9].<img src=x onerror="alert(1)"></p>';
const block = (id: string, html: string, title: string | null = null) => ({ ...Object.values(course.blocks).find((b) => b.kind === 'html')!, id, title, data: { html } }) as HtmlBlock;
const draw = (b: HtmlBlock, references = course.references) => (
  <HtmlRenderer block={b} course={{ ...course, references }} answer={undefined} onAnswer={() => {}} status="editable" rationales={{}} strings={defaultStrings} />
);

describe('html renderer', () => {
  it('links [N] markers to the course references it has, sanitized, and leaves other numbers as text', () => {
    const { container } = render(<section aria-label="Prose">{draw(block('b1', prose, 'Why it matters'))}</section>);
    const region = screen.getByRole('region', { name: 'Prose' });
    expect(within(region).getByRole('heading', { level: 3, name: 'Why it matters' })).toBeTruthy();
    expect(within(region).getByRole('link', { name: '[1]' }).getAttribute('href')).toBe('#method-ref-1');
    expect(within(region).queryByRole('link', { name: '[9]' })).toBeNull();
    expect(region.textContent).toContain('see also [9].');
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('keeps the same string plain where nothing links it: a course without references, and SafeHtml itself', () => {
    // The same markup is shaped once per transform: one with links must not leak into the others.
    render(
      <>
        <section aria-label="Linked">{draw(block('b1', prose))}</section>
        <section aria-label="No references">{draw(block('b2', prose), [])}</section>
        <section aria-label="Plain"><SafeHtml html={prose} /></section>
      </>,
    );
    expect(within(screen.getByRole('region', { name: 'Linked' })).getAllByRole('link')).toHaveLength(1);
    for (const name of ['No references', 'Plain']) {
      const region = screen.getByRole('region', { name });
      expect(within(region).queryByRole('link')).toBeNull();
      expect(region.textContent).toBe('SGLT2 inhibitors slow decline [1]; see also [9].');
    }
  });
});
