import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Accreditation } from '../../../src/course/Accreditation';
import { LandingPage } from '../../../src/course/LandingPage';
import { catalogEnvelope, methodCourse } from '../../fixtures';
import { expectAccessible } from '../../support/expectAccessible';

const faculty = catalogEnvelope.data?.[0]?.overview.faculty ?? [];
const during = new Date('2027-01-15T12:00:00Z');
const after = new Date('2027-09-01T00:00:00Z');

function renderLanding(now: Date) {
  return render(
    <LandingPage
      title={methodCourse.name}
      description={methodCourse.description}
      landingPage={methodCourse.landing_page}
      learningObjectives={methodCourse.learning_objectives}
      accreditation={methodCourse.accreditation}
      creditDesignations={methodCourse.credit_designations}
      faculty={faculty}
      now={now}
    />,
  );
}

describe('LandingPage', () => {
  it('renders the regulated content as authored', async () => {
    const { container } = renderLanding(during);
    const page = screen.getByRole('article', { name: methodCourse.name });
    expect(page.getAttribute('data-expired')).toBe('false');
    expect(screen.getByRole('heading', { level: 1, name: methodCourse.name })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Activity details',
      'Statement of need',
      'Learning objectives',
      'Accreditation and credit',
      'Faculty',
      'How to earn credit',
    ]);
    expect(screen.getByText('60 minutes')).toBeTruthy();
    expect(screen.getByText('Primary care physicians, Nurse practitioners, Physician assistants, Pharmacists')).toBeTruthy();
    expect(screen.getByText(/current version of Chrome/)).toBeTruthy();
    const objectives = screen.getByRole('heading', { name: 'Learning objectives' }).parentElement!;
    expect(within(objectives).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('Priya Raman, MD')).toBeTruthy();
    expect(screen.getByText('Associate Professor of Medicine, Northfield University')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    await expectAccessible(container);
  });

  it('lists credits by profession and credit type, total hours, statements and dates', () => {
    renderLanding(during);
    const table = screen.getByRole('table', { name: 'Credit by profession' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows.map((row) => row.slice(0, 3))).toEqual([
      ['physician', 'AMA PRA Category 1 Credit™', '1'],
      ['nurse', 'ANCC Contact Hours', '1'],
      ['pharmacist', 'ACPE Contact Hours', '1'],
    ]);
    expect(screen.getByText('Total: 1 credit hour')).toBeTruthy();
    expect(screen.getByText(/jointly accredited/)).toBeTruthy();
    expect(screen.getByText('This activity received no commercial support.')).toBeTruthy();
    expect(screen.getByText(/None of the planners/)).toBeTruthy();
    expect(screen.getByText('September 1, 2026')).toBeTruthy();
    expect(screen.getByText('August 31, 2027')).toBeTruthy();
  });

  it('still grants credit on the expiration day itself', () => {
    renderLanding(new Date('2027-08-31T23:00:00Z'));
    expect(screen.getByRole('article').getAttribute('data-expired')).toBe('false');
  });

  it('clearly marks an expired course', async () => {
    const { container } = renderLanding(after);
    expect(screen.getByRole('article').getAttribute('data-expired')).toBe('true');
    expect(screen.getByRole('note').textContent).toBe('This activity expired on August 31, 2027. Credit can no longer be earned.');
    expect(screen.getAllByRole('note')).toHaveLength(1);
    expect(container.querySelector('.method-accreditation')?.getAttribute('data-expired')).toBe('true');
    await expectAccessible(container);
  });

  it('shows the expiry notice itself when Accreditation stands alone', () => {
    render(<Accreditation accreditation={methodCourse.accreditation} now={after} />);
    expect(screen.getByRole('note').textContent).toMatch(/expired on August 31, 2027/);
  });

  it('falls back to credit_designations when accreditation lists no credits', () => {
    render(
      <Accreditation
        accreditation={null}
        creditDesignations={[{ credit_type: 'AMA PRA Category 1 Credit™', credit_hours: 0.5, profession: 'Physician' }]}
        now={during}
      />,
    );
    expect(screen.getByRole('cell', { name: 'Physician' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '0.5' })).toBeTruthy();
  });

  it('sanitizes prose fields', () => {
    const { container } = render(
      <LandingPage
        title="x"
        landingPage={{ statementOfNeed: '<p>Need<img src=x onerror=alert(1)></p>', howToEarnCredit: '<script>alert(1)</script>Pass' }}
        accreditation={{ ...methodCourse.accreditation!, commercial_support: '<a href="javascript:alert(1)">x</a>' }}
        now={during}
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(screen.getByText('Need')).toBeTruthy();
  });

  it('uses string overrides', () => {
    render(<LandingPage title="x" learningObjectives={['One']} strings={{ course: { objectivesHeading: 'Lernziele' } }} now={during} />);
    expect(screen.getByRole('heading', { name: 'Lernziele' })).toBeTruthy();
  });
});
