import type { Timers } from '../../src/store/options';

interface Timer {
  at: number;
  order: number;
  callback: () => void;
}

/** Lets every promise reaction queued so far run (setImmediate comes after the microtask queue). */
export const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A clock and timer queue the test advances by hand: hours of retries and slow responses take no
 * real time, and the same seed replays the same run. `timers` and `now` plug into the store.
 */
export class VirtualTime {
  now = 0;
  private queue: Timer[] = [];
  private order = 0;

  readonly timers: Timers = {
    setTimeout: (callback, ms) => this.after(ms, callback),
    clearTimeout: (handle) => {
      this.queue = this.queue.filter((timer) => timer !== handle);
    },
  };

  after(ms: number, callback: () => void): Timer {
    const timer = { at: this.now + Math.max(0, ms), order: (this.order += 1), callback };
    this.queue.push(timer);
    return timer;
  }

  get pending(): number {
    return this.queue.length;
  }

  /** Runs the earliest timer (moving the clock to it) and lets its promise reactions settle. */
  async next(): Promise<boolean> {
    this.queue.sort((a, b) => a.at - b.at || a.order - b.order);
    const timer = this.queue.shift();
    if (!timer) return false;
    this.now = Math.max(this.now, timer.at);
    timer.callback();
    await settle();
    return true;
  }

  /** Moves the clock on by `ms`, running every timer due on the way. */
  async advance(ms: number): Promise<void> {
    const until = this.now + ms;
    for (;;) {
      this.queue.sort((a, b) => a.at - b.at || a.order - b.order);
      if (!this.queue[0] || this.queue[0].at > until) break;
      await this.next();
    }
    this.now = until;
    await settle();
  }
}
