import { readImageHotspotOutline } from '../fields/readImageHotspotOutline';
import { defineKind } from './definition';
import { labelIn } from './shared';

/**
 * One spot picked on an image. Often exploratory: it holds Continue back only when required
 * (docs/assumptions.md). The model reads its outline; the renderer's chunk reads positions (viewOf).
 */
export const imageHotspot = defineKind({
  kind: 'image-hotspot',
  read: (source, reader, path) => {
    const data = readImageHotspotOutline(source, reader.under(path));
    // As for an image (spec 2.8 rule 5): told, and the renderer names the image by the block's title.
    if (data.imageUrl !== '' && data.alt === '') reader.report('missing_field', 'alt is missing or empty; the image is named by its title', `${path}.alt`);
    return data;
  },
  answer: {
    offered: (data) => data.hotspots.length > 0,
    progress: (data, answer) => ({ answered: answer?.type === 'value' && answer.value !== '' ? 1 : 0, total: data.hotspots.length > 0 ? 1 : 0 }),
    describe: (data, _questionId, answer, title) => ({
      prompt: data.prompt || title,
      answer: answer?.type === 'value' ? labelIn(data.hotspots, String(answer.value)) : null,
    }),
    holdsContinue: true,
    requiredByDefault: () => false,
    scored: true,
    posted: true,
    anchor: { spec: false, reveals: () => 'answer' },
  },
});
