/** Attributes through which a URL can navigate, load or run. */
export const URL_ATTRIBUTES = ['href', 'src', 'srcset', 'poster', 'action', 'formaction', 'xlink:href', 'data', 'background'];

/** A URL that would run script or load inline content, after the control and space characters browsers skip. */
export function isLive(value: string): boolean {
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  return compact.startsWith('javascript:') || compact.startsWith('vbscript:') || compact.startsWith('data:');
}

/** Every live URL attribute under `root`, named by tag and attribute. */
export function liveUrls(root: Element): string[] {
  return [...root.querySelectorAll('*')].flatMap((element) =>
    URL_ATTRIBUTES.flatMap((name) => {
      const value = element.getAttribute(name);
      return value !== null && isLive(value) ? [`${element.tagName.toLowerCase()}[${name}=${value.slice(0, 50)}]`] : [];
    }),
  );
}
