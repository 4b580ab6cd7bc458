// taken_night_words_apply, the arithmetic the triggers on blocked_nights keep each listing's
// bitmap of nights taken for good with (migrations 0024 and 0027), against a model of it in
// TypeScript: each night's word and bit as the list's filter reads them (`nightWordMasks`),
// removals before additions, the array trimmed to its first and last non-zero words.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/dates";
import { nightWordMasks } from "@/lib/server/catalog/taken-night-words";
import { setupTestDatabase } from "../helpers/database";
import { resultRows } from "../helpers/result-rows";
import { sequence } from "../helpers/sequence";

const { db } = setupTestDatabase();

/** The bitmap of `nights` as PostgreSQL writes it: `[first:last]={…}`, or `{}`. */
function bitmapText(nights: Iterable<string>): string {
  const words = new Map<number, bigint>();
  for (const night of nights) {
    for (const { word, mask } of nightWordMasks(night, addDays(night, 1)))
      words.set(word, (words.get(word) ?? 0n) | BigInt(mask));
  }
  if (words.size === 0) return "{}";
  const first = Math.min(...words.keys());
  const last = Math.max(...words.keys());
  const values = Array.from({ length: last - first + 1 }, (_, k) =>
    BigInt.asIntN(64, words.get(first + k) ?? 0n).toString(),
  );
  return `[${first}:${last}]={${values.join(",")}}`;
}

const dateArray = (nights: string[]) => `{${nights.join(",")}}`;

async function applied(words: string, added: string[], removed: string[]): Promise<string> {
  const [row] = resultRows(
    await db().execute(
      sql`select taken_night_words_apply(${words}::bigint[], ${dateArray(added)}::date[], ${dateArray(removed)}::date[])::text as bitmap`,
    ),
  );
  return String(row?.bitmap);
}

/** Nights taken, added and removed, and the nights taken afterwards. */
const CASES: Array<{ name: string; taken: string[]; added: string[]; removed: string[] }> = [
  { name: "nothing on nothing", taken: [], added: [], removed: [] },
  { name: "a first night", taken: [], added: ["2027-03-01"], removed: [] },
  {
    name: "the first and last bit of a word",
    taken: [],
    added: ["2000-01-01", "2000-03-04"],
    removed: [],
  },
  {
    name: "a word far above, the gap filled with zeros",
    taken: ["2027-03-01"],
    added: ["2028-06-30"],
    removed: [],
  },
  { name: "a word below the first", taken: ["2027-03-01"], added: ["2026-01-15"], removed: [] },
  { name: "the only night removed", taken: ["2027-03-01"], added: [], removed: ["2027-03-01"] },
  {
    name: "the first word emptied",
    taken: ["2026-01-15", "2027-03-01"],
    added: [],
    removed: ["2026-01-15"],
  },
  {
    name: "the last word emptied",
    taken: ["2026-01-15", "2027-03-01"],
    added: [],
    removed: ["2027-03-01"],
  },
  {
    name: "a night outside the bounds removed",
    taken: ["2027-03-01"],
    added: [],
    removed: ["2031-01-01", "2001-01-01"],
  },
  {
    name: "a night both added and removed stays",
    taken: [],
    added: ["2027-03-01"],
    removed: ["2027-03-01"],
  },
  { name: "a night taken added again", taken: ["2027-03-01"], added: ["2027-03-01"], removed: [] },
];

describe("taken_night_words_apply", () => {
  it.each(CASES)("$name", async ({ taken, added, removed }) => {
    const after = new Set(taken.filter((night) => !removed.includes(night)));
    for (const night of added) after.add(night);
    expect(await applied(bitmapText(taken), added, removed)).toBe(bitmapText(after));
  });

  it("agrees with the model on random stays, blocks and imports", async () => {
    const below = sequence(7);
    const nights = (count: number) =>
      Array.from({ length: count }, () => addDays("2026-06-01", below(900)));
    for (let round = 0; round < 60; round++) {
      const taken = nights(below(40));
      const added = nights(below(20));
      const removed = [...nights(below(10)), ...taken.filter(() => below(3) === 0)];
      const after = new Set(taken.filter((night) => !removed.includes(night)));
      for (const night of added) after.add(night);
      expect(await applied(bitmapText(taken), added, removed)).toBe(bitmapText(after));
    }
  });

  it("treats missing arrays as empty", async () => {
    const [row] = resultRows(
      await db().execute(
        sql`select taken_night_words_apply(null, null, null)::text as nothing, taken_night_words_apply('{}', null, '{2027-03-01}')::text as cleared`,
      ),
    );
    expect(row).toEqual({ nothing: "{}", cleared: "{}" });
  });

  it("is PL/pgSQL arithmetic, not a query planned on every call", async () => {
    // Measured (decisions.md, "The bitmap's arithmetic in PL/pgSQL"): the SQL function of
    // 0024 cost 0.4–0.5 ms a call from a new statement, as each trigger calls it.
    const [row] = resultRows(
      await db().execute(
        sql`select l.lanname from pg_proc as p join pg_language as l on l.oid = p.prolang where p.proname = 'taken_night_words_apply'`,
      ),
    );
    expect(row?.lanname).toBe("plpgsql");
  });
});
