/**
 * The absolute URL of one of the stories' local images (stories/static/story-assets), as a payload
 * would carry it. Absolute because payload URLs must be (a relative path is rejected); built from
 * the page's address because Storybook and the browser tests serve them on their own origin.
 * Stories that use them pass `allowHttp`: both servers run on http://localhost.
 */
export function storyAsset(name: string): string {
  // BASE_URL is "/" when served (dev, tests) and "./" in a static Storybook build, wherever it is hosted.
  return new URL(`${import.meta.env.BASE_URL}story-assets/${name}`, document.baseURI).href;
}
