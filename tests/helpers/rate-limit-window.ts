/**
 * Rate-limit windows are fixed minutes: a test that spends a budget waits for a fresh minute
 * when fewer than `seconds` are left of this one, so the count never resets halfway. The tests
 * that call it spend their budget in about a second (passwords hash at the test cost).
 */
export async function awaitRoomInWindow(seconds: number): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
