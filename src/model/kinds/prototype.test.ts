import { describe, expect, it } from 'vitest';
import { toCanonicalKind } from './index';

describe('toCanonicalKind and Object.prototype names', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])('a component type "%s" is unknown, not an inherited member', (type) => {
    expect(toCanonicalKind(type)).toBeNull();
  });
});
