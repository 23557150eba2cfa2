import { describe, expect, it } from 'vitest';
import { consoleProblems, format } from '../support/consoleGuard';

const actWarning = format(['An update to %s inside a test was not wrapped in act(...).%s', 'TimedQuizRenderer', '\n\nWhen testing, …']);

describe('the console guard of the dom and browser test setups', () => {
  it("reads React's %s warnings as the text a developer sees", () => {
    expect(actWarning).toMatch(/^An update to TimedQuizRenderer inside a test was not wrapped in act\(\.\.\.\)\./);
  });

  it('fails a test on an unexpected React warning or console.warn', () => {
    expect(consoleProblems([{ method: 'error', text: actWarning }, { method: 'warn', text: 'deprecated prop' }], [])).toEqual([
      `console.error: ${actWarning}`,
      'console.warn: deprecated prop',
    ]);
  });

  it('lets a test allow the message it provokes on purpose, and only that one', () => {
    const boundary = { method: 'error' as const, text: 'Error: renderer bug' };
    expect(consoleProblems([boundary], [/renderer bug/])).toEqual([]);
    expect(consoleProblems([boundary, { method: 'error', text: 'Not implemented: HTMLCanvasElement.prototype.getContext' }], [/renderer bug/])).toEqual([
      'console.error: Not implemented: HTMLCanvasElement.prototype.getContext',
    ]);
  });

  it('fails an allowance that nothing matched, so none outlives its reason', () => {
    expect(consoleProblems([], [/renderer bug/])).toEqual(['allowConsole(/renderer bug/) was never logged: drop the allowance']);
  });

  it('names Error arguments by name and message', () => {
    expect(format(['The above error occurred:', new TypeError('boom')])).toBe('The above error occurred: TypeError: boom');
  });
});
