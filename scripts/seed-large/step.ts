/** One bulk statement of the large seed, timed and reported under `label`. */
export interface Step {
  label: string;
  sql: string;
}
