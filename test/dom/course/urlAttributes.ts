/** Every URL-bearing attribute value under `root` (href, src, srcset, action, formaction, poster, xlink:href). */
export function urlAttributes(root: Element): Array<{ name: string; value: string }> {
  const names = ['href', 'src', 'srcset', 'action', 'formaction', 'poster', 'xlink:href', 'data', 'background'];
  return [root, ...root.querySelectorAll('*')].flatMap((element) =>
    names.flatMap((name) => {
      const value = element.getAttribute(name);
      return value === null ? [] : [{ name, value }];
    }),
  );
}

/** True for the only URL shapes the chrome may render: https (or http when allowed) and in-page anchors. */
export function isAllowedUrl(value: string, allowHttp = false): boolean {
  if (value.startsWith('#')) return true;
  try {
    const protocol = new URL(value).protocol;
    return protocol === 'https:' || (allowHttp && protocol === 'http:');
  } catch {
    return false;
  }
}
