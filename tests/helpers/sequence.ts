/**
 * The same "random" numbers on every run, from `seed`: a linear congruential sequence. Each
 * call answers a whole number from 0 to `below` − 1.
 */
export function sequence(seed: number): (below: number) => number {
  let state = seed;
  return (below) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return Math.floor(state / 65_536) % below;
  };
}
