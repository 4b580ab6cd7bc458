/** Where a signed-out visitor goes to sign in and come back to the current page. */
export function signInHref(): string {
  const here = `${window.location.pathname}${window.location.search}`;
  return `/sign-in?next=${encodeURIComponent(here)}`;
}
