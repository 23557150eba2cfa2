const views = new WeakMap<object, unknown>();

/**
 * A lazily loaded kind's full view of its block, read from the delivered fields the first time its
 * renderer asks and kept for the block (blocks are frozen and live as long as their course; the view
 * is typed read-only and not frozen, which would put the freeze walk in every chunk's imports). The
 * model holds only the kind's outline, what answers and Continue need; labels, geometry and media
 * details are read here, in the kind's own chunk, so a page without the kind never loads their reader
 * (docs/performance.md#lazy-kinds). Findings are normalize's: the outline reports them as it reads.
 */
export function viewOf<V>(block: { readonly fields: Readonly<Record<string, unknown>> }, read: (fields: Readonly<Record<string, unknown>>) => V): V {
  if (views.has(block)) return views.get(block) as V;
  const view = read(block.fields);
  views.set(block, view);
  return view;
}
