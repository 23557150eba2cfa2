import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Debrief } from '../../../src/course/Debrief';
import { DebriefReadout } from '../../../src/course/DebriefReadout';
import { methodCourse } from '../../fixtures';
import { expectAccessible } from '../../support/expectAccessible';

const readout = methodCourse.phases.find((phase) => phase.debrief_readout)?.debrief_readout;
const pre = { 'm-sglt2': { label: 'A sulfonylurea', correct: false }, 'm-bp-target': 'Below 140/90 mm Hg' };
const post = { 'm-sglt2': { label: 'An SGLT2 inhibitor', correct: true } };

describe('Debrief', () => {
  it('renders the takeaway, answer key and next steps through SafeHtml', async () => {
    const { container } = render(<Debrief debrief={methodCourse.debrief} />);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Debrief', 'Case takeaway', 'Answer key', 'Next steps']);
    expect(screen.getByText(/Mr. Hill needed an SGLT2 inhibitor/)).toBeTruthy();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
    await expectAccessible(container);
  });

  it('strips script from debrief HTML', () => {
    const { container } = render(
      <Debrief debrief={{ caseTakeaway: '<p>ok</p><script>alert(1)</script>', answerKeyHtml: '<img src=x onerror=alert(1)>', nextStepsHtml: '<a href="javascript:alert(1)">go</a>' }} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href') ?? null).toBeNull();
  });

  it('renders nothing without a debrief', () => {
    const { container } = render(<Debrief debrief={null} />);
    expect(container.textContent).toBe('');
  });
});

describe('DebriefReadout', () => {
  it('before submission shows only a notice', async () => {
    const { container } = render(<DebriefReadout readout={readout} preAnswers={pre} postAnswers={post} submitted={false} />);
    expect(screen.getByRole('heading', { name: 'How your answers changed' })).toBeTruthy();
    expect(screen.getByText(/available after you submit/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('A sulfonylurea')).toBeNull();
    await expectAccessible(container);
  });

  it('after submission pairs pre and post answers by matchId and compares confidence', async () => {
    const { container } = render(
      <DebriefReadout
        readout={readout}
        preAnswers={pre}
        postAnswers={post}
        baseline={methodCourse.confidence_baseline}
        baselineValue={2}
        laterConfidence={4}
        submitted
      />,
    );
    const table = screen.getByRole('table', { name: 'Your answers before and after the activity' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Choosing kidney-protective therapyA sulfonylurea (Incorrect)An SGLT2 inhibitor (Correct)',
      'Blood pressure target in diabetes with CKDBelow 140/90 mm HgNot answered',
    ]);
    expect(screen.getByText('From 1 = Not at all confident to 5 = Very confident')).toBeTruthy();
    expect(screen.getByText('Before: 2')).toBeTruthy();
    expect(screen.getByText('Now: 4')).toBeTruthy();
    expect(screen.getByText('Up 2').getAttribute('data-direction')).toBe('up');
    await expectAccessible(container);
  });
});
