import '../../styles/method.css';
import { page } from 'vitest/browser';
import { describe, expect, it } from 'vitest';
import { CoursePlayer } from '../../src';
import { methodCourse } from '../fixtures';
import { reportFigureFromBrowser } from '../reliability/figureFromBrowser';
import { inPageEngineLabel } from '../support/engines/inPageEngine';
import { mount } from '../support/mount';

describe(`sample course in ${inPageEngineLabel}`, () => {
  it('opens on the provider’s disclosure, then renders its first screen: the scene image, the hook and the progress landmark', async () => {
    const { container, unmount } = await mount(<CoursePlayer payload={methodCourse} userId="u" onSubmit={async () => ({})} />);
    await expect.element(page.getByRole('heading', { level: 2, name: 'Before you begin' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue to the activity' }).click();
    const firstPhase = [...methodCourse.phases].sort((a, b) => a.order - b.order)[0]!;
    await expect.element(page.getByRole('heading', { level: 2, name: firstPhase.title })).toBeVisible();
    await expect.element(page.getByRole('navigation', { name: 'Course progress' })).toBeVisible();
    // Styles from the namespaced stylesheet apply inside the root.
    const root = container.querySelector('.method-player')!;
    expect(getComputedStyle(root).getPropertyValue('--method-color-accent').trim()).not.toBe('');
    await unmount();
    await reportFigureFromBrowser(`Sample course in ${inPageEngineLabel}: disclosure, then the first screen with its heading and the progress landmark`);
  });
});
