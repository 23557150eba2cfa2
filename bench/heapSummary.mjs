// Sums a V8 heap snapshot (the DevTools JSON) by kind of thing and plain objects by their keys.

/** React's fiber, by its fields: minified builds rename the constructor. */
const isFiberKeys = (keys) => keys.includes('memoizedProps') && keys.includes('return');

export function heapSummary(snapshot) {
  const { node_fields: fields, node_types: [types], edge_fields: edgeFields, edge_types: [edgeTypes] } = snapshot.snapshot.meta;
  const { nodes, edges, strings } = snapshot;
  const width = fields.length, edgeWidth = edgeFields.length;
  const at = { type: fields.indexOf('type'), name: fields.indexOf('name'), size: fields.indexOf('self_size'), edges: fields.indexOf('edge_count') };
  const edgeAt = { type: edgeFields.indexOf('type'), name: edgeFields.indexOf('name_or_index') };
  const byKind = {};
  const shapes = new Map();
  let total = 0;
  let edge = 0;
  const add = (table, key, bytes) => { const entry = (table[key] ??= { bytes: 0, count: 0 }); entry.bytes += bytes; entry.count += 1; };
  for (let node = 0; node < nodes.length; node += width) {
    const type = types[nodes[node + at.type]];
    const name = strings[nodes[node + at.name]];
    const bytes = nodes[node + at.size];
    const edgeCount = nodes[node + at.edges];
    if (type !== 'native') {
      total += bytes;
      let keys = null;
      if (type === 'object') {
        keys = [];
        for (let e = edge; e < edge + edgeCount; e++) {
          const edgeType = edgeTypes[edges[e * edgeWidth + edgeAt.type]];
          if (edgeType === 'property') keys.push(strings[edges[e * edgeWidth + edgeAt.name]]);
          else if (edgeType === 'element' && keys.at(-1) !== '[i]') keys.push('[i]');
        }
      }
      const kind = type === 'object' ? (isFiberKeys(keys) ? 'React fiber' : name === 'Object' || name === 'Array' ? `${name} (plain)` : `object ${name}`) : type === 'closure' ? 'closure' : type;
      add(byKind, kind, bytes);
      if (type === 'object' && (name === 'Object' || name === 'Array')) {
        const key = `${name === 'Array' ? '[' : '{'}${keys.filter((k) => k !== '__proto__').slice(0, 10).join(', ')}${name === 'Array' ? ']' : '}'}`;
        const entry = shapes.get(key) ?? { bytes: 0, count: 0 };
        entry.bytes += bytes;
        entry.count += 1;
        shapes.set(key, entry);
      }
    }
    edge += edgeCount;
  }
  return { total, byKind, shapes: [...shapes].sort((a, b) => b[1].bytes - a[1].bytes) };
}
