// Types for the tests that import scripts/build-if-needed.mjs.
export function sourceStamp(directory?: string): string;
export function buildIfNeeded(): Promise<number>;
