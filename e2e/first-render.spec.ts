// A listing's pages arrive whole from a server's very first render of them: their booking
// parts are chunks of their own (components/listing-parts.tsx), and the server must wait for
// them rather than stream the page's middle after its footer in a Suspense boundary, which a
// phone paints first and then shifts (decisions.md, "Phones"). Only a fresh server renders
// them for the first time, so this file starts one.
import { expect, test } from "@playwright/test";
import { addDays, todayUtc } from "../lib/dates";
import { type OwnServer, startOwnServer } from "./own-server";
import { signedInPage } from "./pay-fixtures";
import { GUEST } from "./test-data";

const ACTIVITY = "kakum-canopy-walk-and-rainforest-hike-kakum";
const STAY = "lake-bosumtwi-lakeside-lodge-abono";

let server: OwnServer;
test.beforeAll(async () => {
  test.info().setTimeout(180_000);
  const port = Number(process.env.E2E_PORT ?? 3100) + 1200 + test.info().parallelIndex;
  server = await startOwnServer(port, { name: "first-render" });
});
test.afterAll(async () => {
  await server?.close();
});

test("a stay's and an activity's listing and booking pages are rendered whole the first time", async ({
  browser,
}) => {
  const page = await signedInPage(browser, GUEST, server.url);
  const date = addDays(todayUtc(), 30);
  for (const path of [
    `/listings/${STAY}`,
    `/listings/${ACTIVITY}`,
    `/book/${ACTIVITY}?checkIn=${date}&startTime=07:00&adults=2`,
  ]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    // A part streamed in a boundary comes after the footer, moved into place by a script.
    const footer = html.indexOf("<footer");
    expect(footer, path).toBeGreaterThan(0);
    for (const part of ["<h1", '-checkIn"']) {
      const at = html.indexOf(part);
      expect(at, `${path}: ${part}`).toBeGreaterThan(0);
      expect(at, `${path}: ${part} before the footer`).toBeLessThan(footer);
    }
  }
  await page.context().close();
});
