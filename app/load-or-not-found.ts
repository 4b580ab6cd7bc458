// A page's record, or the not-found page: one rule for every page that shows one record.

import { notFound } from "next/navigation";
import { AppError, type ErrorCode } from "@/lib/errors";

interface FindOptions {
  /** False when the address cannot name a record at all (a malformed slug or reference). */
  valid?: boolean;
  /** The errors that mean "no such record here" (NOT_FOUND; a stranger's booking is FORBIDDEN). */
  missing?: readonly ErrorCode[];
}

/** What `load` finds, or null when the address names nothing or `load` says it is missing. */
export async function findOrNull<T>(
  load: () => Promise<T | null | undefined>,
  { valid = true, missing = ["NOT_FOUND"] }: FindOptions = {},
): Promise<T | null> {
  if (!valid) return null;
  try {
    return (await load()) ?? null;
  } catch (error) {
    if (error instanceof AppError && missing.includes(error.code)) return null;
    throw error;
  }
}

/** What `load` finds, or the not-found page (HTTP 404). */
export async function loadOrNotFound<T>(
  load: () => Promise<T | null | undefined>,
  options?: FindOptions,
): Promise<T> {
  const found = await findOrNull(load, options);
  if (found === null) notFound();
  return found;
}
