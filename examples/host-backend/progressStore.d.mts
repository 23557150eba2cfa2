/** Types of progressStore.mjs. */
export interface ProgressStore {
  read(userId: string, key: string): Promise<string | null>;
  write(userId: string, key: string, value: string): Promise<void>;
  remove(userId: string, key: string): Promise<void>;
  close(): Promise<void>;
}

/** In memory by default, or in `dataDir` (a folder PGlite creates) to outlive the process. */
export function openProgressStore(options?: { dataDir?: string }): Promise<ProgressStore>;
