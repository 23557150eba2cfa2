import { useMemo } from 'react';
import { safeUrl } from '../../controls/safeUrl';
import type { BlockAnswer } from '../../logic/answers';
import type { ImageHotspotView } from '../../model/fields/readImageHotspot';

/** The block's view, its image URL once allowed by safeUrl (null otherwise) and the chosen hotspot id. */
export function useImageHotspot(view: ImageHotspotView, answer: BlockAnswer | undefined, allowHttp = false): { view: ImageHotspotView; src: string | null; chosen: string | undefined } {
  const src = useMemo(() => safeUrl(view.imageUrl, { allowHttp }), [view.imageUrl, allowHttp]);
  const chosen = answer?.type === 'value' ? String(answer.value) : undefined;
  return { view, src, chosen };
}
