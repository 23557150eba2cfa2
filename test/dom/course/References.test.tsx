import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { References } from '../../../src/course/References';
import { methodCourse } from '../../fixtures';
import { expectAccessible } from '../../support/expectAccessible';

describe('References', () => {
  it('lists references with numbered anchors and DOI, PubMed and URL links', async () => {
    const { container } = render(<References references={methodCourse.references} />);
    const list = screen.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.id)).toEqual(['method-ref-1', 'method-ref-2', 'method-ref-3']);
    expect(items[0]?.getAttribute('value')).toBe('1');
    expect(items[0]?.textContent).toMatch(/^Heerspink HJL, Stefánsson BV, Correa-Rotter R, et al\. Dapagliflozin in Patients with Chronic Kidney Disease\. New England Journal of Medicine\. 2020\./);
    const first = within(items[0]!);
    expect(first.getByRole('link', { name: /DOI: 10.1056\/NEJMoa2024816/ }).getAttribute('href')).toBe('https://doi.org/10.1056/NEJMoa2024816');
    expect(first.getByRole('link', { name: /PubMed: 32970396/ }).getAttribute('href')).toBe('https://pubmed.ncbi.nlm.nih.gov/32970396/');
    const third = within(items[2]!);
    expect(third.getByRole('link', { name: /Full text/ }).getAttribute('href')).toBe('https://diabetesjournals.org/care/issue/47/Supplement_1');
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    await expectAccessible(container);
  });

  it('keeps anchors unique and skips unusable numbers', () => {
    render(<References references={[{ number: '1' }, { number: '1', title: 'Again' }, { number: 'a b"c' }, { number: '4', title: 'Four' }]} />);
    expect([...document.querySelectorAll('li')].map((item) => item.id)).toEqual(['method-ref-1', '', '', 'method-ref-4']);
  });

  it('allows http reference URLs only when the host says so', () => {
    const references = [{ number: '1', title: 'Old site', url: 'http://example.org/paper' }];
    const { rerender } = render(<References references={references} />);
    expect(screen.queryByRole('link')).toBeNull();
    rerender(<References references={references} allowHttp />);
    expect(screen.getByRole('link', { name: /Full text/ }).getAttribute('href')).toBe('http://example.org/paper');
  });

  it('renders markup in titles as text', () => {
    const { container } = render(<References references={[{ number: '1', title: '<img src=x onerror=alert(1)>' }]} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(/<img src=x/)).toBeTruthy();
  });
});
