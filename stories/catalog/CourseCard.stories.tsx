import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CourseCard } from 'ce-course-player';
import type { CatalogItemPayload } from 'ce-course-player/contract';
import { MethodRoot } from 'ce-course-player';
import { storyCatalogItems } from '../support/storyCatalog';

const items = storyCatalogItems;
const pick = (fragment: string): CatalogItemPayload => items.find((item) => item.name.includes(fragment)) ?? items[0]!;
const featured = pick('Beyond Metformin');

const meta = {
  title: 'Catalog/CourseCard',
  component: CourseCard,
  // allowHttp: the stories' images are served on http://localhost.
  args: { item: featured, onSelect: fn(), allowHttp: true },
  decorators: [
    (Story) => (
      <MethodRoot>
        <ul className="method-catalog__grid" role="list">
          <li className="method-catalog__item">
            <Story />
          </li>
        </ul>
      </MethodRoot>
    ),
  ],
} satisfies Meta<typeof CourseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid course, not featured. */
export const Default: Story = {
  args: { item: { ...featured, card_display_config: { ...featured.card_display_config, is_featured: false, stripe: null } } },
};

export const Featured: Story = { args: { item: featured } };

export const Free: Story = { args: { item: pick('Hypoglycemia') } };

export const NoImage: Story = { args: { item: pick('Lipid Management') } };

export const HiddenChips: Story = { args: { item: pick('Deprescribing') } };

export const SeriesModule: Story = { args: { item: pick('Module 2') } };

/** The card image URL fails to load: the card keeps its media box. */
export const BrokenImage: Story = {
  args: { item: { ...featured, card_display_config: { ...featured.card_display_config, image: { url: 'https://invalid.invalid/missing-card.png', alt: 'A clinician talks with a patient', aspect_ratio: '16/9' } } } },
};

/** An outline CTA rendered as a real link. */
export const OutlineCta: Story = { args: { item: pick('Gestational'), href: 'https://learn.example.org/courses/gdm-2025' } };
