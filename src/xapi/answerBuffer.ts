import type { XapiStatement } from './types';
import { VERBS } from './vocabulary';

/**
 * Holds `answered` statements, the latest per question, until something else happens: a learner
 * changing an answer ten times (or typing) makes one statement, not ten.
 */
export function createAnswerBuffer() {
  const latest = new Map<string, XapiStatement>();
  return {
    /** Keeps the answers; returns what is due now (the held answers first, in order, then the rest). */
    take(statements: readonly XapiStatement[]): XapiStatement[] {
      const due: XapiStatement[] = [];
      for (const statement of statements) {
        if (statement.verb.id === VERBS.answered) {
          latest.delete(statement.object.id);
          latest.set(statement.object.id, statement);
        } else {
          due.push(...latest.values(), statement);
          latest.clear();
        }
      }
      return due;
    },
    /** Everything held, in order. */
    flush(): XapiStatement[] {
      const held = [...latest.values()];
      latest.clear();
      return held;
    },
  };
}
