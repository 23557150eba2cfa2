// Each learner's saved player progress, in an embedded Postgres (PGlite: WebAssembly, installed from npm alone).
import { PGlite } from '@electric-sql/pglite';

/** Opens the store: in memory by default, or in `dataDir` (a folder PGlite creates) to outlive the process. */
export async function openProgressStore({ dataDir } = {}) {
  const db = await PGlite.create(dataDir);
  await db.exec(`CREATE TABLE IF NOT EXISTS player_progress (
    user_id    text        NOT NULL,
    key        text        NOT NULL,
    value      text        NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, key)
  )`);
  return {
    /** The text last saved under this key for this learner, or null. */
    async read(userId, key) {
      const { rows } = await db.query('SELECT value FROM player_progress WHERE user_id = $1 AND key = $2', [userId, key]);
      return rows[0]?.value ?? null;
    },
    async write(userId, key, value) {
      await db.query(
        `INSERT INTO player_progress (user_id, key, value) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, key) DO UPDATE SET value = excluded.value, updated_at = now()`,
        [userId, key, value],
      );
    },
    async remove(userId, key) {
      await db.query('DELETE FROM player_progress WHERE user_id = $1 AND key = $2', [userId, key]);
    },
    close: () => db.close(),
  };
}
