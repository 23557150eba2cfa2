import type { StoreApi } from 'zustand/vanilla';
import { isPromiseLike } from './isPromiseLike';
import type { PlayerStoreOptions } from './options';
import { persistenceCode, storedProgressCode } from './persistenceCode';
import type { Peeked } from './progressJsonStorage';
import { progressKey, progressStorage } from './progressKey';
import type { ProgressLoadingControl } from './progressLoading';
import type { PlayerState } from './types';

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Keeps the store's progress when the host passes `persistence`, with code fetched for it
 * (persistence.ts): at once when that code is already here (a second player, a re-fetch), as
 * zustand `persist` did. Else the storage is asked now: nothing stored (a first visit) starts the
 * learner at once, and what they do before the code comes is saved when it does; a stored record
 * (or an async storage's answer) holds the player on its loading status until the code, and the
 * stored-progress rules, have read it.
 */
export function persistProgress(store: StoreApi<PlayerState>, options: PlayerStoreOptions, loading: ProgressLoadingControl): void {
  const storage = progressStorage(options);
  const key = progressKey(options);
  if (!storage || key === null) return;
  const code = persistenceCode.loaded();
  if (code) return code.attachPersistence(store, { options, storage, name: key, loading });

  const report = (message: string) => options.onEvent?.({ type: 'diagnostic', message });
  let peeked: Peeked | undefined;
  const found = (text: unknown) => text !== null && text !== undefined;
  if (options.carriedProgress === undefined) {
    try {
      peeked = { answer: storage.getItem(key) };
    } catch {
      peeked = undefined; // asked again, and reported, by the code
    }
    const answer = peeked?.answer;
    if (!peeked || found(answer) || isPromiseLike(answer)) loading.start(isPromiseLike(answer) ? 'read' : 'code');
    if (found(answer) && !isPromiseLike(answer)) void storedProgressCode.load().catch(() => undefined);
    if (isPromiseLike(answer)) {
      Promise.resolve(answer).then((text) => {
        if (persistenceCode.loaded()) return;
        if (found(text)) void storedProgressCode.load().catch(() => undefined);
        // Nothing stored: the learner starts now, not when the code comes.
        else {
          peeked = { answer: null };
          loading.finish();
        }
      }, () => undefined);
    }
  }

  const attach = () => persistenceCode.load().then(
    (loaded) => loaded.attachPersistence(store, { options, storage, name: key, loading, peeked, changedMeanwhile: store.getState() !== store.getInitialState() }),
    (error: unknown) => {
      if (loading.isLoadingProgress()) {
        // A record this page cannot read stays for the next visit, as a failed read leaves it.
        report(`stored progress could not be read (${reasonOf(error)}); starting fresh without saving over it`);
        loading.finish();
        return;
      }
      report(`progress is not saved yet: its code did not load (${reasonOf(error)}); trying again when the browser is back online`);
      if (typeof window !== 'undefined') window.addEventListener('online', () => void attach(), { once: true });
    },
  );
  void attach();
}
