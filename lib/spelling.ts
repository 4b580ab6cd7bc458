// How far a typed word may be from the word meant: the typo tolerance of the search and of
// its "Did you mean …?" suggestion (lib/place-names.ts).

/**
 * The edit distance of two words: insertions, deletions, substitutions and swaps of two
 * neighbouring letters each count one ("cost" → "coast" 1, "acrca" → "accra" 1).
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => d[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i < rows; i += 1) {
    const row = d[i] ?? [];
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      row[j] = best;
    }
  }
  return at(rows - 1, cols - 1);
}

/** Edits allowed for a word of this length: none below 4 letters, 1 up to 7, then 2. */
export function typoAllowance(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

/** Whether `typed` is a misspelling of `known` (a different word within the allowance). */
export function isNearMiss(typed: string, known: string): boolean {
  if (typed === known) return false;
  const allowance = typoAllowance(typed.length);
  if (allowance === 0 || Math.abs(typed.length - known.length) > allowance) return false;
  return editDistance(typed, known) <= allowance;
}
