import pg from "pg";

/** Creates each named database that does not exist yet, connecting through `adminUrl`. */
export async function ensureDatabases(adminUrl: string, names: readonly string[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const created: string[] = [];
    for (const name of names) {
      const found = await client.query("select 1 from pg_database where datname = $1", [name]);
      if (found.rowCount === 0) {
        await client.query(`create database ${client.escapeIdentifier(name)}`);
        created.push(name);
      }
    }
    return created;
  } finally {
    await client.end();
  }
}
