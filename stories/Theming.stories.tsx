import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CoursePlayer } from 'ce-course-player';
import { CourseCard } from 'ce-course-player';
import { LandingPage } from 'ce-course-player';
import { MethodRoot, type MethodTheme } from 'ce-course-player';
import { catalogEnvelope, methodCourse } from '../test/fixtures';
import { makePlayerPayload } from '../test/support/playerCourse';

/**
 * A host re-themes by overriding `--method-*` tokens on the root class; no rule needs rewriting.
 * Adding a class to the root (two classes) wins over the stylesheet's one-class token sets.
 */
const BRAND_TOKENS = `
.method-player.host-brand {
  --method-color-accent: #0f6b5c;
  --method-color-accent-hover: #0b4f44;
  --method-color-accent-soft: #e3f3ef;
  --method-color-link: #0f6b5c;
  --method-color-focus: #0f6b5c;
  --method-color-bg: #fbfaf7;
  --method-font-family-base: Georgia, "Times New Roman", serif;
  --method-card-radius: 2px;
  --method-button-radius: 2px;
  --method-card-featured-border: #b45309;
}
`;

interface ThemingProps {
  theme: MethodTheme;
  brand: boolean;
}

function ThemingPreview({ theme, brand }: ThemingProps) {
  const item = catalogEnvelope.data?.[0];
  return (
    <>
      {brand ? <style>{BRAND_TOKENS}</style> : null}
      <MethodRoot theme={theme} className={brand ? 'host-brand' : undefined}>
        <ul className="method-catalog__grid" role="list">
          <li className="method-catalog__item">{item ? <CourseCard item={item} onSelect={fn()} headingLevel={2} /> : null}</li>
        </ul>
        <LandingPage
          title={methodCourse.name}
          landingPage={methodCourse.landing_page}
          learningObjectives={methodCourse.learning_objectives}
          accreditation={methodCourse.accreditation}
          headingLevel={2}
          now={new Date('2027-01-15T12:00:00Z')}
        />
      </MethodRoot>
      <CoursePlayer payload={makePlayerPayload()} userId="theming-story" onSubmit={async () => ({})} theme={theme} className={brand ? 'host-brand' : undefined} />
    </>
  );
}

const meta = {
  title: 'Theming',
  component: ThemingPreview,
  args: { theme: 'light', brand: false },
  argTypes: { theme: { control: 'inline-radio', options: ['light', 'dark', 'auto'] } },
} satisfies Meta<typeof ThemingPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};

export const Dark: Story = { args: { theme: 'dark' } };

/** Follows the operating system's colour scheme. */
export const Auto: Story = { args: { theme: 'auto' } };

/** Host brand: accent, fonts and radii overridden on `.method-player.host-brand`. */
export const HostBrand: Story = { args: { brand: true } };
