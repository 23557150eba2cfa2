import { safeUrl } from '../../controls/safeUrl';
import { diagnostic, type Diagnostic } from '../../model/diagnostics';
import type { KindView } from '../../model/fields/kindViews';
import type { CanonicalKind } from '../../model/kinds';
import { pathOfString, type DeliveredComponent } from './deliveredComponents';
import { readMediaTracks } from '../../model/fields/readMediaTracks';

type Candidates = [label: string, urls: readonly (string | null)[]][];

const mediaUrls = (data: KindView['video'], fields: Readonly<Record<string, unknown>>): Candidates => [
  ['video URL', data.urls],
  ['poster URL', data.posterUrls],
  ['caption track URL', readMediaTracks(fields).map((track) => track.src)],
];

/** The URLs each kind's renderer passes to safeUrl, by what a learner would call them. */
const URLS_OF: { [K in CanonicalKind]?: (data: KindView[K], fields: Readonly<Record<string, unknown>>) => Candidates } = {
  image: (data) => [['image URL', [data.url]]],
  'image-hotspot': (data) => [['image URL', [data.imageUrl]]],
  'narrative-escape': (data) => [['scene image URL', data.scenes.map((scene) => scene.imageUrl)]],
  video: mediaUrls,
  'talking-avatar': mediaUrls,
  'ai-video': mediaUrls,
  audio: (data, fields) => [['audio URL', [data.url]], ['caption track URL', readMediaTracks(fields).map((track) => track.src)]],
  'webinar-embed': (data, fields) => [['webinar link', data.urls], ['caption track URL', readMediaTracks(fields).map((track) => track.src)]],
  button: (data) => [['button link', [data.url]]],
};

const shown = (url: string) => (url.length > 80 ? `${url.slice(0, 77)}…` : url);

function refusal(label: string, url: string, allowHttp: boolean): string {
  const wanted = allowHttp ? 'an absolute https or http URL' : 'an absolute https URL';
  const http = !allowHttp && /^\s*http:/i.test(url) ? ' (plain http only where the host sets allowHttp: check with --allow-http)' : '';
  return `${label} "${shown(url)}" is not ${wanted}; the player will not load it${http}`;
}

/** A warning for each URL the player's allowlist (safeUrl) refuses, at the field that holds it. */
export function urlFindings(component: DeliveredComponent, allowHttp: boolean): Diagnostic[] {
  const urlsOf = URLS_OF[component.kind] as ((data: unknown, fields: Readonly<Record<string, unknown>>) => Candidates) | undefined;
  if (!urlsOf) return [];
  return urlsOf(component.data, component.fields).flatMap(([label, urls]) =>
    urls
      .filter((url): url is string => typeof url === 'string' && url.trim() !== '' && safeUrl(url, { allowHttp }) === null)
      .map((url) => diagnostic('url_refused', refusal(label, url, allowHttp), pathOfString(component.fields, url, component.path) ?? component.path)),
  );
}
