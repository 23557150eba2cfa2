import { describe, expect, it } from 'vitest';
import { findScormApi, MAX_LEVELS, type WindowLike } from './findApi';

const api12 = { LMSInitialize: () => 'true', LMSGetValue: () => '', LMSSetValue: () => 'true', LMSCommit: () => 'true', LMSFinish: () => 'true' };
const api2004 = { Initialize: () => 'true', GetValue: () => '', SetValue: () => 'true', Commit: () => 'true', Terminate: () => 'true' };

/** A window of another origin: every property read throws, as the browser's SecurityError does. */
function crossOrigin(parent: WindowLike): WindowLike {
  return new Proxy({}, { get: (_target, name) => (name === 'parent' ? parent : (() => { throw new Error('SecurityError'); })()) });
}

function chain(depth: number, top: WindowLike): WindowLike {
  let current = top;
  for (let level = 0; level < depth; level += 1) current = { parent: current };
  return current;
}

describe('finding the LMS API', () => {
  it('finds 1.2 API and 2004 API_1484_11 up the parent chain', () => {
    const top: WindowLike = { API: api12 };
    top.parent = top;
    expect(findScormApi(chain(3, top), ['1.2', '2004'])).toEqual({ version: '1.2', api: api12 });
    const top2004: WindowLike = { API_1484_11: api2004 };
    expect(findScormApi(chain(2, top2004), ['1.2', '2004'])).toEqual({ version: '2004', api: api2004 });
  });

  it('prefers the package version where a window offers both', () => {
    const top: WindowLike = { API: api12, API_1484_11: api2004 };
    expect(findScormApi({ parent: top }, ['2004', '1.2'])?.version).toBe('2004');
  });

  it('goes no more than MAX_LEVELS up', () => {
    const top: WindowLike = { API: api12 };
    expect(findScormApi(chain(MAX_LEVELS, top), ['1.2'])).not.toBeNull();
    expect(findScormApi(chain(MAX_LEVELS + 1, top), ['1.2'])).toBeNull();
  });

  it('passes a cross-origin window in the chain without failing', () => {
    const top: WindowLike = { API_1484_11: api2004 };
    expect(findScormApi({ parent: crossOrigin(top) }, ['2004'])?.api).toBe(api2004);
  });

  it('finds the API through opener and its parents when the parents have none', () => {
    const lms: WindowLike = { API: api12 };
    const opener: WindowLike = { parent: lms };
    expect(findScormApi({ opener }, ['1.2'])?.api).toBe(api12);
  });

  it('skips an object that lacks the calls, and gives null when nothing is found', () => {
    expect(findScormApi({ parent: { API: { LMSInitialize: () => 'true' } } }, ['1.2'])).toBeNull();
    expect(findScormApi({}, ['1.2', '2004'])).toBeNull();
    expect(findScormApi(crossOrigin(crossOrigin({})), ['1.2'])).toBeNull();
  });
});
