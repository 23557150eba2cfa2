import type { ProgressStorage } from '../../src/store/options';
import type { SeededRandom } from './seededRandom';
import { settle, VirtualTime } from './virtualTime';

/**
 * Storage adapters for the async reload soak (reload-soak-async.dom.test.tsx), each wrapped so the
 * test knows when every call it made has answered (`drain`) and what is stored (`stored`).
 *
 * The slow and failing adapters answer on a virtual clock: while a store-played learner acts it is
 * the learner's clock (so a 2 s save lands while they think), and while the real <CoursePlayer> is
 * mounted it is a clock of its own (`toPlayer`), so draining storage never answers a submission
 * that the new player must show as sending. Calls still waiting move with the switch.
 */
export interface SoakStorage {
  name: string;
  storage: ProgressStorage;
  /** Storage answers on the learner's clock. */
  toLearner(time: VirtualTime): void;
  /** Storage answers on its own clock, run by `drain`. */
  toPlayer(): void;
  /** Lets every call made so far (and every save queued behind one) answer. */
  drain(): Promise<void>;
  /** The text stored under `key` right now (read behind the adapter's back). */
  stored(key: string): Promise<string | null>;
  /** Saves that rejected or threw, and how many of them threw a quota DOMException synchronously. */
  failures: { rejected: number; quota: number; ok: number };
}

/** A clock for storage answers that can move from the learner's clock to one of its own. */
class StorageClock {
  private clock: VirtualTime;
  readonly own = new VirtualTime();
  private waiting = new Set<{ timer: ReturnType<VirtualTime['after']>; callback: () => void }>();

  constructor(clock: VirtualTime) {
    this.clock = clock;
  }

  after(ms: number, callback: () => void): void {
    const entry = { timer: null as unknown as ReturnType<VirtualTime['after']>, callback };
    entry.timer = this.clock.after(ms, () => {
      this.waiting.delete(entry);
      callback();
    });
    this.waiting.add(entry);
  }

  moveTo(clock: VirtualTime): void {
    if (clock === this.clock) return;
    for (const entry of this.waiting) {
      const left = Math.max(0, entry.timer.at - this.clock.now);
      this.clock.timers.clearTimeout(entry.timer);
      entry.timer = clock.after(left, () => {
        this.waiting.delete(entry);
        entry.callback();
      });
    }
    this.clock = clock;
  }

  get pending(): number {
    return this.waiting.size;
  }
}

/** Counts calls still unanswered, so a test can wait for the adapter to be idle. */
function tracked(inner: ProgressStorage) {
  let outstanding = 0;
  const count = <T>(run: () => T): T => {
    outstanding += 1;
    let result: T;
    try {
      result = run();
    } catch (error) {
      outstanding -= 1;
      throw error;
    }
    const done = () => void (outstanding -= 1);
    if (result && typeof (result as { then?: unknown }).then === 'function') (result as unknown as Promise<unknown>).then(done, done);
    else done();
    return result;
  };
  const storage: ProgressStorage = {
    getItem: (key) => count(() => inner.getItem(key)),
    setItem: (key, value) => count(() => inner.setItem(key, value)),
    removeItem: (key) => count(() => inner.removeItem(key)),
  };
  return { storage, outstanding: () => outstanding };
}

/** Waits until `idle()` has held across a few macrotasks (a save queued behind another starts after one). */
async function untilIdle(idle: () => boolean, step: () => Promise<unknown>): Promise<void> {
  for (let quiet = 0, rounds = 0; quiet < 3; rounds += 1) {
    if (rounds > 10_000) throw new Error('storage never went idle');
    await step();
    quiet = idle() ? quiet + 1 : 0;
  }
}

const macrotask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** indexedDbProgress() (on fake-indexeddb): real async calls. */
export function realAsyncStorage(name: string, adapter: ProgressStorage, read: (key: string) => Promise<string | null>): SoakStorage {
  const wrapped = tracked(adapter);
  return {
    name,
    storage: wrapped.storage,
    toLearner: () => undefined,
    toPlayer: () => undefined,
    drain: () => untilIdle(() => wrapped.outstanding() === 0, macrotask),
    stored: read,
    failures: { rejected: 0, quota: 0, ok: 0 },
  };
}

/**
 * Every call answers after `delayMs` of the storage clock (the data changes, or is read, when it
 * answers). With `failures`, a save fails at random: it rejects (a disk or network error) or, now
 * and then, throws a quota DOMException at once, as localStorage does when full.
 */
export function virtualStorage(name: string, time: VirtualTime, options: { delayMs: number; random?: SeededRandom; failRate?: number; quotaRate?: number }): SoakStorage {
  const data = new Map<string, string>();
  const clock = new StorageClock(time);
  const failures = { rejected: 0, quota: 0, ok: 0 };
  const later = <T>(run: () => T) => new Promise<T>((resolve, reject) => clock.after(options.delayMs, () => {
    try {
      resolve(run());
    } catch (error) {
      reject(error);
    }
  }));
  const inner: ProgressStorage = {
    getItem: (key) => later(() => data.get(key) ?? null),
    setItem: (key, value) => {
      const random = options.random;
      if (random && random.chance(options.quotaRate ?? 0)) {
        failures.quota += 1;
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      const fails = random ? random.chance(options.failRate ?? 0) : false;
      return later(() => {
        if (fails) {
          failures.rejected += 1;
          throw new Error('progress save failed: disk I/O error');
        }
        failures.ok += 1;
        data.set(key, value);
      });
    },
    removeItem: (key) => later(() => void data.delete(key)),
  };
  const wrapped = tracked(inner);
  let onPlayer = false;
  return {
    name,
    storage: wrapped.storage,
    toLearner: (learnerTime) => {
      onPlayer = false;
      clock.moveTo(learnerTime);
    },
    toPlayer: () => {
      onPlayer = true;
      clock.moveTo(clock.own);
    },
    drain: async () => {
      if (!onPlayer) throw new Error('drain runs the storage clock: call toPlayer first');
      await untilIdle(() => wrapped.outstanding() === 0 && clock.pending === 0, async () => {
        if (!(await clock.own.next())) await settle();
      });
    },
    stored: async (key) => data.get(key) ?? null,
    failures,
  };
}
