import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * axe's serious and critical findings on the settled page, the one accessibility check of
 * every browser test.
 *
 * Settled: forms disable their controls until React has hydrated them (`UntilHydrated`), and
 * axe does not count a control disabled by its fieldset as exempt from the contrast rule; a
 * dynamic page's metadata is streamed, so its title may land after the load event (a page
 * that never gets one still fails here); no CSS transition is running.
 *
 * axe runs in the page itself (legacy mode), not through a second page per check: measured
 * on this machine, 1.2–1.4 s a page instead of 3.3–3.7 s. Our pages have one frame, the mail
 * viewer's sandboxed one, which runs no script and so cannot be entered anyway; the frame's
 * own title is checked from the page around it.
 */
export async function seriousViolations(page: Page) {
  await expect(page.locator("fieldset[disabled]")).toHaveCount(0);
  await expect(page).toHaveTitle(/\S/);
  // A hovered button or a stepper just re-enabled eases its colours for 150 ms; axe would read
  // the contrast mid-way.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => !(animation instanceof CSSTransition) || animation.playState !== "running",
      ),
  );
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ iframes: false })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(" ")),
    }));
}
