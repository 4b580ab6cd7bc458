import { init } from "@paralleldrive/cuid2";

// Random numbers are drawn from the CSPRNG a pool at a time: cuid2 asks for one per
// character, and one getRandomValues call per character cost more than the id's hash.
const pool = new Uint32Array(512);
let next = pool.length;

function secureRandom(): number {
  if (next === pool.length) {
    globalThis.crypto.getRandomValues(pool);
    next = 0;
  }
  return (pool[next++] as number) / 0x1_0000_0000;
}

/** A new CUID2 (24 characters, a letter first): primary keys, session ids, file names. */
export const createId: () => string = init({ random: secureRandom });
