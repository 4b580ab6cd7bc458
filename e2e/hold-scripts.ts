import type { Page } from "@playwright/test";

/** Holds back the page's requests to `url` (a glob) until `release()`. */
export function holdRequests(page: Page, url: string): { release(): void } {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  void page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return { release: () => release() };
}

/**
 * Holds back the page's JavaScript until `release()`, so a test can act on the server's HTML
 * before React has attached its handlers, as a visitor on a slow connection can.
 */
export function holdScripts(page: Page): { release(): void } {
  return holdRequests(page, "**/_next/static/chunks/**");
}
