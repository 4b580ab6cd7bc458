/**
 * A cookie the page's scripts can read, set beside the (httpOnly) session cookies for as long
 * as the refresh cookie lives and cleared with them. It holds no secret, only "1": it tells the
 * browser that a session exists, so a visitor who never signed in is not sent to
 * /api/auth/refresh for a certain 401.
 */
export const SESSION_MARKER_COOKIE = "akwaaba_session";
