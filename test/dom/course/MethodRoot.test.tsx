import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Certificate } from '../../../src/course/Certificate';
import { Debrief } from '../../../src/course/Debrief';
import { MethodRoot } from '../../../src/course/MethodRoot';
import { expectAccessible } from '../../support/expectAccessible';

describe('MethodRoot', () => {
  it('renders the themed root once, however many components sit inside', () => {
    const { container } = render(
      <MethodRoot theme="auto" className="my-brand">
        <Certificate certificate={{ status: 'pending' }} />
        <Debrief debrief={{ caseTakeaway: '<p>x</p>', answerKeyHtml: '', nextStepsHtml: '' }} />
      </MethodRoot>,
    );
    const roots = container.querySelectorAll('.method-player');
    expect(roots).toHaveLength(1);
    expect(roots[0]?.getAttribute('data-theme')).toBe('auto');
    expect(roots[0]?.className).toBe('method-player my-brand');
  });

  it('gives a standalone component its own light root', () => {
    const { container } = render(<Certificate certificate={null} />);
    expect(container.firstElementChild?.className).toBe('method-player');
    expect(container.firstElementChild?.getAttribute('data-theme')).toBe('light');
  });
});

describe('expectAccessible', () => {
  it('fails on a serious violation (the detector works)', async () => {
    const { container } = render(<img src="https://example.org/x.png" />);
    await expect(expectAccessible(container)).rejects.toThrow();
  });
});
