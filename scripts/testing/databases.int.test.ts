import pg from "pg";
import { afterEach, describe, expect, inject, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "./databases";

const created: TestDatabase[] = [];

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

async function databaseExists(name: string): Promise<boolean> {
  const admin = await connect(inject("adminDatabaseUrl"));
  try {
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    return found.rowCount === 1;
  } finally {
    await admin.end();
  }
}

afterEach(async () => {
  await Promise.all(created.splice(0).map((database) => database.drop()));
});

describe("createTestDatabase", () => {
  it("gives each caller its own usable database", async () => {
    const a = await createTestDatabase("iso");
    const b = await createTestDatabase("iso");
    created.push(a, b);
    expect(a.name).toMatch(/^iso_[0-9a-f]{16}$/);
    expect(a.name).not.toBe(b.name);

    const clientA = await connect(a.url);
    const clientB = await connect(b.url);
    try {
      expect((await clientA.query("select current_database() as db")).rows).toEqual([{ db: a.name }]);
      await clientA.query("create table items (id int primary key)");
      await clientA.query("insert into items values (1), (2)");
      expect((await clientA.query("select count(*)::int as n from items")).rows).toEqual([{ n: 2 }]);
      const inB = await clientB.query("select to_regclass('items') is null as missing");
      expect(inB.rows).toEqual([{ missing: true }]);
    } finally {
      await Promise.all([clientA.end(), clientB.end()]);
    }
  });

  it("drops the database even while connections are open", async () => {
    const database = await createTestDatabase();
    created.push(database);
    expect(await databaseExists(database.name)).toBe(true);

    const open = await connect(database.url);
    // pg reports the terminated session as an error event (more than one); the test expects it.
    const ended = new Promise<void>((resolve) => open.on("error", () => resolve()));
    await database.drop();
    await ended;
    expect(await databaseExists(database.name)).toBe(false);
    await database.drop(); // a second drop is harmless
  });

  it("rejects a prefix that is not a plain identifier", async () => {
    await expect(createTestDatabase('x"; drop database postgres; --')).rejects.toThrow(/prefix/);
  });
});
