import { cleanup } from '@testing-library/react';
import type { EventEmitter } from 'node:events';
import { afterEach, beforeAll } from 'vitest';
import { installConsoleGuard } from './consoleGuard';
import { preloadKinds } from './preloadKinds';
import { whenSanitizerReady } from '../../src/controls/sanitizeHtml';

// Registered before cleanup: Vitest runs afterEach hooks last-registered first, so the guard
// checks after the unmount and its warnings count too.
installConsoleGuard();
afterEach(() => cleanup());
beforeAll(preloadKinds);
// jsdom has no Sanitizer API, so payload HTML goes through DOMPurify, which loads on first need.
beforeAll(() => whenSanitizerReady());

// jsdom reports its own errors ("Not implemented: …") straight to Node's console, past the guard and
// as a stack trace; route them through console.error so they fail the test that caused them.
const jsdomConsole = (globalThis as { jsdom?: { virtualConsole?: EventEmitter } }).jsdom?.virtualConsole;
jsdomConsole?.removeAllListeners('jsdomError');
jsdomConsole?.on('jsdomError', (error: Error) => console.error(`jsdom: ${error.message}`));

// jsdom has no ResizeObserver; Radix primitives measure with it. A no-op keeps them rendering.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
