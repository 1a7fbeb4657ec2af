import { config, dataDir } from "@/lib/server/config/env";
import { ensureSessionSecret } from "@/lib/server/config/secrets";
import { startEmbeddedPostgres, type TEmbeddedDb } from "./embedded";
import { migrate } from "./migrate";

export type TBootstrap = { databaseUrl: string; embedded?: TEmbeddedDb; secretCreated: boolean };

/**
 * Everything a process needs before it touches the database: the session secret, a database
 * (DATABASE_URL, or embedded PostgreSQL in DATA_DIR/pg) and the schema migrations.
 */
export async function bootstrapDatabase(log: (m: string) => void): Promise<TBootstrap> {
  const { created } = ensureSessionSecret();
  if (created) log(`created a session secret in ${dataDir()}`);
  let embedded: TEmbeddedDb | undefined;
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({ dir: dataDir(), port: config.embeddedPgPort(), log: () => {} });
    databaseUrl = embedded.url;
    process.env.DATABASE_URL = databaseUrl;
    log(`embedded PostgreSQL running on 127.0.0.1:${config.embeddedPgPort()} (data in ${dataDir()}/pg)`);
  } else {
    log("using the PostgreSQL of DATABASE_URL");
  }
  try {
    const applied = await migrate(databaseUrl, log);
    if (applied.length === 0) log("database schema is up to date");
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  return { databaseUrl, embedded, secretCreated: created };
}
