import { persistenceCode, storedProgressCode } from '../../src/store/persistenceCode';

/**
 * Loads the persistence code and the stored-progress rules (chunks of their own in a built page)
 * before a suite about what persistence does: its stores then read and save from creation, as on a
 * page where the chunks are already here. `persistence-loading.test.ts` covers the page where they
 * are not.
 */
export async function loadPersistenceCode(): Promise<void> {
  await Promise.all([persistenceCode.load(), storedProgressCode.load()]);
}
