import { createRequire } from 'node:module';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import urlVectors from '../fixtures/corpora/url-vectors.json';
import { CoursePlayer } from '../../src';
import { reportFigure } from './figure';
import { liveUrls, URL_ATTRIBUTES } from './liveUrls';
import { urlVectorCourse } from './urlVectorCourse';

// jsdom ships no types; the library loads it the same way on the server (src/controls/serverWindow.ts).
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: { document: Document } } };

/**
 * Suite 4 (server half): the player's server-rendered HTML with every url-vectors.json payload in
 * every URL field, parsed as a browser would parse it. Pass: no live URL attribute in the markup
 * a page shows before any script runs. The safe control proves the fields reach the server HTML.
 */
function serverDocument(vectors: Array<{ id: string; payload: string }>): Document {
  const html = renderToString(<CoursePlayer payload={urlVectorCourse(vectors)} userId="u" onSubmit={async () => ({})} />);
  return new JSDOM(`<!doctype html><body>${html}</body>`).window.document;
}

describe('URL sinks in server HTML (suite 4, server half)', () => {
  it('control: a safe https URL reaches the server HTML in every field the server renders', () => {
    const safe = 'https://cdn.example.org/safe/vector.png';
    const body = serverDocument([{ id: 'safe', payload: safe }]).body;
    const sinks = [...body.querySelectorAll('*')].flatMap((element) => URL_ATTRIBUTES.filter((name) => element.getAttribute(name)?.startsWith(safe)).map((name) => `${element.tagName.toLowerCase()}[${name}]`));
    // Every kind renders on the server, lazily loaded ones too (a server's build has their code): the
    // image, button, references, audio, video (source and poster), webinar and hotspot image, and a
    // link[href] React's server renderer adds (the hotspot's image was not in server HTML before).
    expect(sinks.sort()).toEqual(['a[href]', 'a[href]', 'a[href]', 'audio[src]', 'img[src]', 'img[src]', 'link[href]', 'video[poster]', 'video[src]']);
  });

  it('every vector in every URL field: nothing live in the server HTML', () => {
    const body = serverDocument(urlVectors).body;
    expect(body.querySelectorAll('.method-block').length).toBe(urlVectors.length * 6);
    expect(liveUrls(body)).toEqual([]);
    reportFigure(`URL sinks (server HTML): ${urlVectors.length} vectors in every player URL field, rendered by renderToString (every kind on the server, lazily loaded ones too): 0 live javascript:/vbscript:/data: URLs`);
  });
});
