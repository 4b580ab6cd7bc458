"use client";

import { type ComponentProps, lazy, Suspense } from "react";

// The booking parts of an activity's or experience's pages, fetched only when rendered: a
// stay's listing and booking pages do not carry them (decisions.md, "Phones").
const Provider = lazy(() =>
  import("./catalog/outing-state").then((module) => ({ default: module.OutingProvider })),
);
const Form = lazy(() =>
  import("./booking/outing-booking-form").then((module) => ({
    default: module.OutingBookingForm,
  })),
);

export function OutingProvider(props: ComponentProps<typeof Provider>) {
  return (
    <Suspense>
      <Provider {...props} />
    </Suspense>
  );
}

export function OutingBookingForm(props: ComponentProps<typeof Form>) {
  return (
    <Suspense>
      <Form {...props} />
    </Suspense>
  );
}
