// What every spec's fixtures share: the demo accounts and their password, the smallest image
// an upload accepts, unique names and e-mail addresses, and days counted from today.

export const PASSWORD = "Akwaaba2026!";
export const ADMIN = { email: "admin@example.com", password: PASSWORD };
export const SUPER_ADMIN = { email: "superadmin@example.com", password: PASSWORD };
export const GUEST = { email: "guest@example.com", password: PASSWORD };

// The smallest valid PNG: one transparent pixel.
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

const DAY_MS = 86_400_000;

export function unique(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** An address no account has yet: `name.<unique>@example.com`. */
export function uniqueEmail(name: string): string {
  return `${name}.${unique()}@example.com`;
}

/** The UTC day `offsetDays` from today, as YYYY-MM-DD. */
export function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);
}

export function randomInt(min: number, max: number): number {
  return min + Math.floor(Math.random() * (max - min + 1));
}
