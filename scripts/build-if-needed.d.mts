// Types for tests/integration/build-sources.test.ts, which imports this script.
export function sourceStamp(directory?: string): string;
