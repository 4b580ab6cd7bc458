"use client";

import { type ComponentProps, lazy, Suspense } from "react";

// The header's and the layout's parts for someone signed in, fetched only when rendered: an
// anonymous visitor's pages do not carry them, nor the session code they share
// (decisions.md, "Phones").
const loadParts = () => import("./signed-in-modules");
const SignOut = lazy(() => loadParts().then((module) => ({ default: module.SignOutButton })));
const Refresher = lazy(() => loadParts().then((module) => ({ default: module.SessionRefresher })));

export function SignOutButton(props: ComponentProps<typeof SignOut>) {
  return (
    <Suspense>
      <SignOut {...props} />
    </Suspense>
  );
}

export function SessionRefresher(props: ComponentProps<typeof Refresher>) {
  return (
    <Suspense>
      <Refresher {...props} />
    </Suspense>
  );
}
