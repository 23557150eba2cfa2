import { describe, expect, it } from 'vitest';
import { MAX_ARRAY_LENGTH, MAX_DEPTH, snapshot } from './snapshot';

/** Builds `{ a: { a: ... { a: 'leaf' } } }` with `levels` objects. */
function nested(levels: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < levels; i += 1) value = { a: value };
  return value;
}

function leafOf(value: unknown): unknown {
  let current = value;
  while (current !== null && typeof current === 'object') current = (current as { a: unknown }).a;
  return current;
}

describe('snapshot', () => {
  it('copies plain JSON unchanged, with no problems', () => {
    const input = { s: 'x', n: 1.5, t: true, f: false, z: null, list: [1, 'two', { three: 3 }] };
    expect(snapshot(input)).toEqual({ value: input, problems: [] });
    expect(snapshot(input).value).not.toBe(input);
  });

  it.each([
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-Infinity', Number.NEGATIVE_INFINITY],
  ])('turns %s into null', (_name, value) => {
    expect(snapshot({ v: value }).value).toEqual({ v: null });
  });

  it('drops functions, symbols, bigints and undefined fields, and the whole value when it is one', () => {
    expect(snapshot({ f: () => 1, s: Symbol('x'), b: BigInt(1), u: undefined, k: 0 }).value).toEqual({ k: 0 });
    expect(snapshot(() => 1).value).toBeUndefined();
    expect(snapshot([() => 1]).value).toEqual([undefined]);
  });

  it('drops prototype keys', () => {
    const input = JSON.parse('{"__proto__": {"polluted": true}, "constructor": 1, "prototype": 2, "kept": 3}');
    expect(snapshot(input).value).toEqual({ kept: 3 });
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it(`keeps objects down to depth ${MAX_DEPTH} and cuts the next one off`, () => {
    // nested(MAX_DEPTH + 1) puts its innermost object exactly at depth MAX_DEPTH (the root is 0).
    expect(snapshot(nested(MAX_DEPTH + 1)).problems).toEqual([]);
    expect(leafOf(snapshot(nested(MAX_DEPTH + 1)).value)).toBe('leaf');
    const deeper = snapshot(nested(MAX_DEPTH + 2));
    expect(leafOf(deeper.value)).toBeNull();
    expect(deeper.problems).toEqual([`$${'.a'.repeat(MAX_DEPTH + 1)}: nested deeper than ${MAX_DEPTH} levels; cut off`]);
  });

  it(`keeps ${MAX_ARRAY_LENGTH} entries and truncates a longer array with a problem`, () => {
    const full = snapshot(new Array(MAX_ARRAY_LENGTH).fill(1));
    expect((full.value as unknown[]).length).toBe(MAX_ARRAY_LENGTH);
    expect(full.problems).toEqual([]);
    const long = snapshot({ list: new Array(MAX_ARRAY_LENGTH + 1).fill(1) });
    expect((long.value as { list: unknown[] }).list.length).toBe(MAX_ARRAY_LENGTH);
    expect(long.problems).toEqual([`$.list: more than ${MAX_ARRAY_LENGTH} entries; truncated`]);
  });

  it('cuts a cycle off where it comes back, naming the place', () => {
    const loop: Record<string, unknown> = { name: 'loop' };
    loop.self = loop;
    expect(snapshot(loop)).toEqual({ value: { name: 'loop', self: null }, problems: ['$.self: refers back to itself; cut off'] });
  });

  it('copies an object shared by two fields twice (sharing is not a cycle)', () => {
    const shared = { id: 'x' };
    expect(snapshot({ a: shared, b: [shared, shared] })).toEqual({ value: { a: { id: 'x' }, b: [{ id: 'x' }, { id: 'x' }] }, problems: [] });
  });

  it('skips a field whose getter throws and keeps the rest', () => {
    const input = { before: 1, after: 2 };
    Object.defineProperty(input, 'broken', { enumerable: true, get: () => { throw new Error('boom'); } });
    expect(snapshot(input)).toEqual({ value: { before: 1, after: 2 }, problems: ['$.broken: could not be read'] });
  });

  it('turns an object whose keys cannot be listed into null', () => {
    const proxy = new Proxy({}, { ownKeys: () => { throw new Error('trap'); } });
    expect(snapshot({ p: proxy })).toEqual({ value: { p: null }, problems: ['$.p: could not be read'] });
  });

  it('counts array nesting toward the depth limit too, naming array paths by index', () => {
    let value: unknown = 'leaf';
    for (let i = 0; i < MAX_DEPTH + 2; i += 1) value = [value];
    const result = snapshot(value);
    expect(result.problems).toEqual([`$${'[0]'.repeat(MAX_DEPTH + 1)}: nested deeper than ${MAX_DEPTH} levels; cut off`]);
  });
});
