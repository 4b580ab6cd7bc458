"use client";

import { type ComponentProps, lazy } from "react";

// The booking parts of an activity's or experience's pages, in chunks of their own so a stay's
// listing and booking pages do not carry them (decisions.md, "Phones"). Deliberately with no
// Suspense boundary of their own: the server's first render then waits for the module instead
// of streaming the page's middle after its footer (a layout shift on a phone), and the
// browser keeps the server's HTML while it fetches the chunk to hydrate. The server pages
// render them through functions: a lazy component cannot itself be a client reference.
const Provider = lazy(() =>
  import("./catalog/outing-listing-parts").then((module) => ({ default: module.OutingProvider })),
);
const Form = lazy(() =>
  import("./booking/outing-booking-form").then((module) => ({
    default: module.OutingBookingForm,
  })),
);

export function OutingProvider(props: ComponentProps<typeof Provider>) {
  return <Provider {...props} />;
}

export function OutingBookingForm(props: ComponentProps<typeof Form>) {
  return <Form {...props} />;
}
