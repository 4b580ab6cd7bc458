"use client";

import { type ComponentProps, lazy } from "react";

// The header's and the layout's parts for someone signed in, fetched only when rendered: an
// anonymous visitor's pages do not carry them, nor the session code they share
// (decisions.md, "Phones"). No Suspense boundary of their own, as in outing-parts.tsx.
const loadParts = () => import("./signed-in-modules");
const SignOut = lazy(() => loadParts().then((module) => ({ default: module.SignOutButton })));
const Refresher = lazy(() => loadParts().then((module) => ({ default: module.SessionRefresher })));

export function SignOutButton(props: ComponentProps<typeof SignOut>) {
  return <SignOut {...props} />;
}

export function SessionRefresher(props: ComponentProps<typeof Refresher>) {
  return <Refresher {...props} />;
}
