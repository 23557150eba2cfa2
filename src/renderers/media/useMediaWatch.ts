import { useEffect, useRef, type RefObject } from 'react';
import { mergeRanges, playedSeconds, type PlayedRanges } from '../../logic/mediaWatch';
import type { MediaBinding } from '../../registry/types';

/** A media element's played ranges as plain pairs. */
function playedOf(element: HTMLMediaElement): PlayedRanges {
  const played = element.played;
  const ranges: Array<[number, number]> = [];
  for (let index = 0; index < (played?.length ?? 0); index++) ranges.push([played.start(index), played.end(index)]);
  return ranges;
}

/**
 * Keeps what the learner actually played of a media block with the progress, when its completion
 * rule holds Continue (logic/mediaWatch.ts): the element's `played` ranges, merged with what was
 * played before a reload or a re-signed URL, saved once a second of new play at most and whenever
 * playing stops. With `preventForwardSeek`, a jump past the furthest point played goes back to it,
 * unless the transcript is open (`transcriptOpen` is read when the jump happens).
 */
export function useMediaWatch(video: RefObject<HTMLVideoElement | null>, media: MediaBinding | undefined, src: string, transcriptOpen: RefObject<boolean>): void {
  // The slot hands a new binding object on each render: the listeners read the latest one.
  const binding = useRef(media);
  binding.current = media;
  const watching = media?.rule != null;
  useEffect(() => {
    const element = video.current;
    const media = binding.current;
    if (!element || !media || !watching) return;
    let stored = media.readWatch()?.ranges ?? [];
    let saved = playedSeconds(stored);
    const durationOf = () => (Number.isFinite(element.duration) && element.duration > 0 ? element.duration : undefined);
    const save = (always: boolean) => {
      const merged = mergeRanges(stored, playedOf(element));
      const total = playedSeconds(merged);
      if (!always && total - saved < 1) return;
      stored = merged;
      saved = total;
      const duration = durationOf();
      media.recordWatch((previous) => ({ ...previous, ranges: merged, ...(duration ? { duration } : {}) }));
    };
    const onTimeUpdate = () => save(false);
    const onStop = () => save(true);
    const onMetadata = () => {
      const duration = durationOf();
      if (duration) media.recordWatch((previous) => ({ ranges: [], ...previous, duration }));
    };
    const onSeeking = () => {
      if (!binding.current?.preventForwardSeek || transcriptOpen.current) return;
      const furthest = mergeRanges(stored, playedOf(element)).reduce((last, [, end]) => Math.max(last, end), 0);
      if (element.currentTime > furthest + 1) element.currentTime = furthest;
    };
    const listeners: Array<[string, () => void]> = [['timeupdate', onTimeUpdate], ['pause', onStop], ['ended', onStop], ['seeking', onSeeking], ['loadedmetadata', onMetadata]];
    for (const [type, listener] of listeners) element.addEventListener(type, listener);
    if (element.readyState > 0) onMetadata();
    return () => {
      for (const [type, listener] of listeners) element.removeEventListener(type, listener);
    };
  }, [video, watching, src, transcriptOpen]);
}
