// One module for both lazy parts of components/signed-in-parts.tsx, so a signed-in page
// fetches them, and the session code they share, as one chunk.
export { SessionRefresher } from "./session-refresher";
export { SignOutButton } from "./sign-out-button";
