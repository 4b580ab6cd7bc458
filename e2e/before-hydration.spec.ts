// A button that works only through React is disabled in the server's HTML and enabled once the
// page has hydrated (CODE_STYLE.md, `useHydrated`): pressed before then, on a slow phone or a
// busy machine, it would do nothing and the press would be lost (CI once lost an admin's press
// on "Approve"). Each page is opened without JavaScript, which shows the server's HTML as a
// browser has it before hydrating, and then with it, where each control appears enabled at
// once rather than fading in from its disabled look.
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from "@playwright/test";
import { signIn } from "./admin-fixtures";
import { draftStayWithPhotos } from "./host-fixtures";
import { holdAStay, registerGuest } from "./pay-fixtures";
import { ADMIN, GUEST, unique } from "./test-data";

type Controls = (page: Page) => Locator[];

/** A context of its own, signed in with `account`'s cookies when there is one. */
async function pageOf(
  browser: Browser,
  javaScriptEnabled: boolean,
  account?: { email: string; password: string },
) {
  const context = await browser.newContext({ javaScriptEnabled });
  if (account) await signIn(context.request, { email: account.email, password: account.password });
  return context.newPage();
}

/**
 * Records, in the page, every control that hydration enables while a CSS transition runs on it:
 * a fade from the disabled look, through colours a reader cannot make out (and that axe, run
 * during it, reports; CI once failed on "Sign out" mid-fade).
 */
function recordFades() {
  const fades: string[] = [];
  Object.assign(window, { fadesAfterHydration: fades });
  new MutationObserver((records) => {
    for (const { target } of records) {
      if (!(target instanceof HTMLElement) || target.hasAttribute("disabled")) continue;
      const transitions = target
        .getAnimations({ subtree: true })
        .filter((animation) => animation instanceof CSSTransition);
      if (transitions.length === 0) continue;
      const properties = transitions.map((transition) => transition.transitionProperty);
      fades.push(`${target.textContent?.trim() || target.tagName}: ${properties.join(", ")}`);
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["disabled"] });
}

async function disabledUntilHydrated(
  browser: Browser,
  path: string,
  controls: Controls,
  account?: { email: string; password: string },
) {
  const before = await pageOf(browser, false, account);
  await before.goto(path);
  for (const control of controls(before)) await expect(control).toBeDisabled();
  await before.context().close();

  const after = await pageOf(browser, true, account);
  await after.addInitScript(recordFades);
  await after.goto(path);
  for (const control of controls(after)) await expect(control).toBeEnabled();
  expect(await after.evaluate(() => Reflect.get(window, "fadesAfterHydration"))).toEqual([]);
  await after.context().close();
}

const button = (page: Page, name: string | RegExp) =>
  page.getByRole("button", { name, includeHidden: true }).first();

/** A host's draft with the photos the admin added, and the host's account. */
async function hostsDraft(browser: Browser, admin: APIRequestContext) {
  const hostContext = await browser.newContext();
  const host = await registerGuest(hostContext.request);
  const { id } = await draftStayWithPhotos(hostContext.request, admin, {
    hostName: `Ama's Rooms ${unique().slice(0, 4)}`,
    title: `Lagoon Rooms ${unique()}`,
    priceGHS: 420,
  });
  return { id, host, hostRequest: hostContext.request, hostContext };
}

test("a host's and an admin's buttons wait for the page to hydrate", async ({
  browser,
  request,
}) => {
  await signIn(request, ADMIN);
  const { id, host, hostRequest, hostContext } = await hostsDraft(browser, request);

  await disabledUntilHydrated(
    browser,
    `/host/listings/${id}`,
    (page) => [button(page, "Submit for review"), button(page, /^Next month/)],
    host,
  );

  const submitted = await hostRequest.post(`/api/host/listings/${id}/submit`, { data: {} });
  expect(submitted.status()).toBe(200);
  await hostContext.close();
  await disabledUntilHydrated(
    browser,
    `/admin/listings/${id}`,
    (page) => [button(page, "Approve"), button(page, "Return to host"), button(page, "Archive")],
    ADMIN,
  );
});

test("a guest's pay and cancel buttons wait for the page to hydrate", async ({ browser }) => {
  const context = await browser.newContext();
  const guest = await registerGuest(context.request);
  const hold = await holdAStay(context.request, guest);
  await context.close();
  await disabledUntilHydrated(
    browser,
    `/trips/${hold.reference}`,
    (page) => [button(page, "Pay now"), button(page, "Cancel booking"), button(page, "Sign out")],
    guest,
  );
});

test("a listing page's buttons wait for the page to hydrate", async ({ browser, request }) => {
  const stays = await (await request.get("/api/listings?type=ACCOMMODATION&limit=1")).json();
  const [stay] = stays.data as Array<{ slug: string; title: string }>;
  if (!stay) throw new Error("the demo data has no stay");
  const controls: Controls = (page) => [
    button(page, `Save ${stay.title} to favorites`),
    button(page, /^Open photo 1 of/),
    button(page, "Choose your dates"),
    button(page, "Menu"),
  ];
  await disabledUntilHydrated(browser, `/listings/${stay.slug}`, controls);
  await disabledUntilHydrated(browser, `/listings/${stay.slug}`, controls, GUEST);
});
