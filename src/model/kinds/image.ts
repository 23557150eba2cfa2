import { readImage } from '../fields/readDisplayKinds';
import { defineKind } from './definition';

export const image = defineKind({
  kind: 'image',
  read: (source, reader, path) => {
    const image = readImage(source);
    // Spec 2.8 rule 5 promises a non-empty alt; a payload that breaks the promise is told, and ImageRenderer names the image all the same.
    if (image.alt === '') reader.report('missing_field', 'alt is missing or empty; the image is named by its caption or title', `${path}.alt`);
    return image;
  },
});
