import { mediaKind } from './media';

export const video = mediaKind('video');
