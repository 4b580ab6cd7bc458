"use client";

import { type ComponentProps, lazy } from "react";

// The booking parts of a listing's page, in chunks of their own so each kind's pages carry
// only their own: a stay's listing page no activity's date and starts, an activity's no stay's
// dates and quote (decisions.md, "Phones"). Deliberately with no Suspense boundary of their
// own: the server's first render then waits for the module instead of streaming the page's
// middle after its footer (a layout shift on a phone), and the browser keeps the server's HTML
// while it fetches the chunk to hydrate. The server pages render them through functions: a
// lazy component cannot itself be a client reference.
const Stay = lazy(() =>
  import("./catalog/stay-listing-parts").then((module) => ({ default: module.StayProvider })),
);
const Outing = lazy(() =>
  import("./catalog/outing-listing-parts").then((module) => ({ default: module.OutingProvider })),
);

export function StayProvider(props: ComponentProps<typeof Stay>) {
  return <Stay {...props} />;
}

export function OutingProvider(props: ComponentProps<typeof Outing>) {
  return <Outing {...props} />;
}
