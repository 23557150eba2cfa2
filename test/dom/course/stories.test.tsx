import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import * as courseCard from '../../../stories/catalog/CourseCard.stories';
import * as courseCatalog from '../../../stories/catalog/CourseCatalog.stories';
import * as certificate from '../../../stories/course/Certificate.stories';
import * as creditClaim from '../../../stories/course/CreditClaim.stories';
import * as debrief from '../../../stories/course/Debrief.stories';
import * as disclosure from '../../../stories/course/Disclosure.stories';
import * as followUp from '../../../stories/course/FollowUp.stories';
import * as landingPage from '../../../stories/course/LandingPage.stories';
import * as references from '../../../stories/course/References.stories';
import * as seriesNav from '../../../stories/course/SeriesNav.stories';
import * as theming from '../../../stories/Theming.stories';
import { expectAccessible } from '../../support/expectAccessible';

const files = { courseCard, courseCatalog, certificate, creditClaim, debrief, disclosure, followUp, landingPage, references, seriesNav, theming };

const stories = Object.entries(files).flatMap(([file, module]) =>
    // Composed stories are callable components; the union of nine modules loses that in the types.
  Object.entries(composeStories(module)).map(([name, Story]) => [`${file}/${name}`, Story as unknown as ComponentType] as const),
);

describe('catalog and course stories', () => {
  it('cover every required state', () => {
    const names = stories.map(([name]) => name);
    for (const required of [
      'courseCard/Default', 'courseCard/Featured', 'courseCard/Free', 'courseCard/NoImage', 'courseCard/HiddenChips', 'courseCard/SeriesModule', 'courseCard/OutlineCta',
      'courseCatalog/Default', 'courseCatalog/Loading', 'courseCatalog/Empty', 'courseCatalog/Paginated',
      'landingPage/Default', 'landingPage/Expired', 'references/Default',
      'disclosure/Default', 'disclosure/NotProvided', 'creditClaim/Physician', 'creditClaim/Pharmacist', 'creditClaim/Moc', 'creditClaim/ClaimError',
      'seriesNav/FirstModule', 'seriesNav/MiddleLocked', 'seriesNav/AllComplete',
      'debrief/Default', 'debrief/ReadoutBeforeSubmit', 'debrief/ReadoutAfterSubmit',
      'followUp/Default', 'followUp/WithRecheckKey', 'followUp/WithoutRecheckKey',
      'certificate/NotEarned', 'certificate/Issued',
    ]) {
      expect(names).toContain(required);
    }
  });

  it.each(stories)('%s renders inside a root, never a nested one, and passes axe', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(container.querySelectorAll('.method-player').length).toBeGreaterThan(0);
    expect(container.querySelectorAll('.method-player .method-player')).toHaveLength(0);
    expect(container.textContent?.length).toBeGreaterThan(0);
    await expectAccessible(container);
  });
});
