"use client";

import { type ComponentProps, lazy } from "react";

// An activity's booking form, in a chunk of its own so a stay's booking page does not carry it;
// with no Suspense boundary, for the reasons listing-parts.tsx gives. Its own module, so the
// listing pages do not carry this loader either.
const Form = lazy(() =>
  import("./booking/outing-booking-form").then((module) => ({
    default: module.OutingBookingForm,
  })),
);

export function OutingBookingForm(props: ComponentProps<typeof Form>) {
  return <Form {...props} />;
}
