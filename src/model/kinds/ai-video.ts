import { mediaKind } from './media';

export const aiVideo = mediaKind('ai-video');
