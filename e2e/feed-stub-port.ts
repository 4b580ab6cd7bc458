// Where the browser tests serve other channels' calendars: a port beside the app's, named to
// the app at start (CALENDAR_FEED_ALLOWED_HOSTS in playwright.config.ts) so it may fetch from
// this machine, which production refuses.
export const feedStubPort = (appPort: number) => appPort + 50;
