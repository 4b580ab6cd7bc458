import type { Page } from "@playwright/test";

/**
 * Holds back the page's JavaScript until `release()`, so a test can act on the server's HTML
 * before React has attached its handlers, as a visitor on a slow connection can.
 */
export function holdScripts(page: Page): { release(): void } {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  void page.route("**/_next/static/chunks/**", async (route) => {
    await released;
    await route.continue();
  });
  return { release: () => release() };
}
