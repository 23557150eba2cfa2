import { mediaKind } from './media';

export const talkingAvatar = mediaKind('talking-avatar');
