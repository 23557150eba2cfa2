import { useMemo } from 'react';
import { safeUrl } from '../../controls/safeUrl';
import type { BlockAnswer } from '../../logic/answers';
import { readImageHotspot, type ImageHotspotView } from '../../model/fields/readImageHotspot';
import { viewOf } from '../../model/fields/viewOf';
import type { BlockOf } from '../../model/types';

/** The block's full view (read in this chunk), its image URL once allowed by safeUrl (null otherwise) and the chosen hotspot id. */
export function useImageHotspot(block: BlockOf<'image-hotspot'>, answer: BlockAnswer | undefined, allowHttp = false): { view: ImageHotspotView; src: string | null; chosen: string | undefined } {
  const view = viewOf(block, readImageHotspot);
  const src = useMemo(() => safeUrl(view.imageUrl, { allowHttp }), [view.imageUrl, allowHttp]);
  const chosen = answer?.type === 'value' ? String(answer.value) : undefined;
  return { view, src, chosen };
}
