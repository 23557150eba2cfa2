import { afterEach, beforeEach } from 'vitest';

/**
 * A green run must read clean, so a test that makes anything (React, jsdom, our code) call
 * console.error or console.warn fails, with the messages in its failure. Tests that provoke a
 * message on purpose (an error boundary catching a throw) name it with allowConsole; an allowed
 * message is swallowed, and one that never comes fails the test too, so allowances cannot go stale.
 */

type Method = 'error' | 'warn';
const METHODS: readonly Method[] = ['error', 'warn'];
export interface Logged {
  method: Method;
  text: string;
}

let allowed: RegExp[] = [];
let logged: Logged[] = [];

/** Expects, for the current test only, console messages matching each pattern. */
export function allowConsole(...patterns: RegExp[]): void {
  allowed.push(...patterns);
}

/** console's printf-style substitutions, enough to match React's `%s` messages by their text. */
export function format(args: unknown[]): string {
  const show = (value: unknown) => (value instanceof Error ? `${value.name}: ${value.message}` : typeof value === 'string' ? value : String(value));
  const [first, ...rest] = args;
  if (typeof first !== 'string') return args.map(show).join(' ');
  const text = first.replace(/%[sdifoOc]/g, (token) => (rest.length === 0 ? token : token === '%c' ? (rest.shift(), '') : show(rest.shift())));
  return [text, ...rest.map(show)].join(' ');
}

/** Replaces console.error and console.warn for the whole file (messages between tests count for the next one). */
export function installConsoleGuard(): void {
  const marked = console as Console & { ceConsoleGuard?: true };
  if (!marked.ceConsoleGuard) {
    marked.ceConsoleGuard = true;
    for (const method of METHODS) {
      console[method] = (...args: unknown[]) => {
        logged.push({ method, text: format(args) });
      };
    }
  }

  beforeEach(() => {
    allowed = [];
  });

  afterEach(() => {
    const problems = consoleProblems(logged, allowed);
    logged = [];
    allowed = [];
    if (problems.length > 0) throw new Error(`The test's console was not clean:\n${problems.join('\n---\n')}`);
  });
}

/** What makes a test's console unclean: messages nobody allowed, and allowances nothing matched. */
export function consoleProblems(messages: readonly Logged[], allowances: readonly RegExp[]): string[] {
  const unexpected = messages.filter(({ text }) => !allowances.some((pattern) => pattern.test(text)));
  const neverLogged = allowances.filter((pattern) => !messages.some(({ text }) => pattern.test(text)));
  return [
    ...unexpected.map(({ method, text }) => `console.${method}: ${text.length > 600 ? `${text.slice(0, 600)}…` : text}`),
    ...neverLogged.map((pattern) => `allowConsole(${pattern}) was never logged: drop the allowance`),
  ];
}
