import type { CatalogItemPayload } from 'ce-course-player/contract';
import { catalogEnvelope } from '../../test/fixtures';
import { storyAsset } from './storyAsset';

/** The stories' local picture for each fixture card image (by its CDN path), with alt text that describes it. */
const PICTURES: Record<string, { name: string; alt: string }> = {
  't2d-htn': { name: 'exam-room.svg', alt: 'A clinician talks with a patient seated on an exam table' },
  'hypo-older': { name: 'insulin-poster.svg', alt: 'An insulin pen across a week of ticked calendar days' },
  cardiometabolic: { name: 'presenter-portrait.svg', alt: 'Portrait of a clinician wearing a stethoscope' },
  deprescribing: { name: 'lab-report.svg', alt: 'A lab report with two flagged rows' },
  'gdm-2025': { name: 'exam-room.svg', alt: 'A clinician talks with a patient seated on an exam table' },
};

function withPicture(item: CatalogItemPayload): CatalogItemPayload {
  const image = item.card_display_config?.image;
  const url = typeof image?.url === 'string' ? image.url : null;
  const picture = url ? Object.entries(PICTURES).find(([path]) => url.includes(`/${path}/`))?.[1] : undefined;
  if (!image || !picture) return item;
  return { ...item, card_display_config: { ...item.card_display_config, image: { ...image, url: storyAsset(picture.name), alt: picture.alt } } };
}

/** The fixture catalog (test/fixtures/catalog.json), its card images served locally so the stories show them. */
export const storyCatalogItems: CatalogItemPayload[] = (catalogEnvelope.data ?? []).map(withPicture);
