"use client";

import { type FormEvent, useId, useState } from "react";
import { api } from "@/components/api-client";
import { buttonClass } from "@/components/button-styles";
import { FormField } from "@/components/form-fields";
import { Spinner } from "@/components/spinner";
import { UntilHydrated } from "@/components/until-hydrated";
import { formatDateTime } from "@/lib/date-format";
import type { ImportedCalendarView } from "@/lib/server/calendars/imported-calendars";
import { plural, sentence } from "@/lib/words";
import { nightsText } from "./calendar-nights";
import { LISTING_SCOPES, type ListingOwner } from "./listing-scope";

export type { ImportedCalendarView };

interface ImportedCalendarsProps {
  owner: ListingOwner;
  listingId: string;
  initial: ImportedCalendarView[];
  /** The calendar's nights changed: show them afresh. */
  onNightsChange(): void;
}

function syncLine(feed: ImportedCalendarView): string {
  if (!feed.lastSyncAt) return "Not synced yet.";
  const last = `Last synced ${formatDateTime(feed.lastSyncAt)}`;
  if (feed.lastError) {
    const success = feed.lastSuccessAt
      ? `last success ${formatDateTime(feed.lastSuccessAt)}`
      : "never read";
    return `${last}: failed (${success}).`;
  }
  return `${last}: ${plural(feed.nights, "night")} taken from today on.`;
}

/**
 * The stay's calendars on other channels (Airbnb, Booking.com…): linked by their iCal export
 * address, synced every few minutes and on demand, each with how it last went and the nights
 * it claims that one of our bookings holds (conflicts).
 */
export function ImportedCalendars({
  owner,
  listingId,
  initial,
  onNightsChange,
}: ImportedCalendarsProps) {
  const id = useId();
  const base = `${LISTING_SCOPES[owner].api}/${listingId}/calendars`;
  const [feeds, setFeeds] = useState(initial);
  const [url, setUrl] = useState("");
  const [name, setName] = useState("");
  const [urlError, setUrlError] = useState<string | undefined>();
  const [busy, setBusy] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);

  async function add(event: FormEvent) {
    event.preventDefault();
    setBusy("add");
    setSaid(null);
    setUrlError(undefined);
    const answer = await api.post<ImportedCalendarView>(base, {
      url,
      ...(name.trim() ? { name } : {}),
    });
    setBusy(null);
    if (!answer.ok) {
      const issue = answer.error.issues.find((one) => one.field === "url");
      if (issue) setUrlError(sentence(issue.message ?? answer.error.message));
      else setSaid(`The calendar was not added. ${sentence(answer.error.message)}`);
      return;
    }
    setFeeds((current) => [...current, answer.data]);
    setUrl("");
    setName("");
    setSaid(
      answer.data.lastError
        ? `${answer.data.name} was added, but could not be read yet: ${answer.data.lastError}`
        : `${answer.data.name} was added: ${plural(answer.data.nights, "night")} taken.`,
    );
    onNightsChange();
  }

  async function sync(feed: ImportedCalendarView) {
    setBusy(`sync-${feed.id}`);
    setSaid(null);
    const answer = await api.post<ImportedCalendarView>(`${base}/${feed.id}/sync`, {});
    setBusy(null);
    if (!answer.ok) {
      setSaid(`${feed.name} was not synced. ${sentence(answer.error.message)}`);
      return;
    }
    setFeeds((current) => current.map((one) => (one.id === feed.id ? answer.data : one)));
    setSaid(
      answer.data.lastError
        ? `${feed.name} could not be read: ${answer.data.lastError}`
        : `${feed.name} is synced.`,
    );
    onNightsChange();
  }

  async function remove(feed: ImportedCalendarView) {
    setBusy(`remove-${feed.id}`);
    setSaid(null);
    const answer = await api.delete<ImportedCalendarView[]>(`${base}/${feed.id}`);
    setBusy(null);
    if (!answer.ok) {
      setSaid(`${feed.name} was not removed. ${sentence(answer.error.message)}`);
      return;
    }
    setFeeds(answer.data);
    setSaid(`${feed.name} was removed; the nights it took are free again.`);
    onNightsChange();
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-6 border-t border-sand-200 pt-5">
      <h3 id={`${id}-heading`} className="text-base font-semibold text-ink-900">
        Calendars on other channels
      </h3>
      <p className="mt-1 text-sm text-ink-600">
        Paste the iCal export address of this stay on Airbnb, Booking.com or another channel: the
        nights sold there close here, checked every few minutes.
      </p>
      {feeds.length > 0 ? (
        <ul className="mt-3 divide-y divide-sand-200 rounded-xl border border-sand-200">
          {feeds.map((feed) => (
            <li key={feed.id} className="grid gap-2 px-3 py-3 text-sm">
              <div className="min-w-0">
                <p className="font-semibold text-ink-900">{feed.name}</p>
                <p className="truncate text-ink-600" title={feed.url}>
                  {feed.url}
                </p>
                <p className="text-ink-700">{syncLine(feed)}</p>
                {feed.lastError ? (
                  <p className="text-clay-700">
                    <span className="font-semibold">Last error:</span> {feed.lastError}
                  </p>
                ) : null}
                {feed.conflicts.map((conflict) => (
                  <p key={conflict.bookingReference} className="font-semibold text-clay-700">
                    Conflict: {feed.name} also sold{" "}
                    {nightsText(conflict.nights[0] ?? "", conflict.nights.at(-1) ?? "")} of booking{" "}
                    {conflict.bookingReference}. The booking stands here: cancel the other one on{" "}
                    {feed.name}.
                  </p>
                ))}
              </div>
              <UntilHydrated>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={buttonClass("secondary", "small")}
                    disabled={busy !== null}
                    onClick={() => sync(feed)}
                    aria-label={`Sync ${feed.name} now`}
                  >
                    {busy === `sync-${feed.id}` ? <Spinner /> : null}
                    Sync now
                  </button>
                  <button
                    type="button"
                    className={buttonClass("secondary", "small")}
                    disabled={busy !== null}
                    onClick={() => remove(feed)}
                    aria-label={`Remove ${feed.name}`}
                  >
                    {busy === `remove-${feed.id}` ? <Spinner /> : null}
                    Remove
                  </button>
                </div>
              </UntilHydrated>
            </li>
          ))}
        </ul>
      ) : null}
      <form onSubmit={add} className="mt-4 grid gap-3" noValidate>
        <UntilHydrated>
          <FormField
            id={`${id}-url`}
            name="url"
            label="Calendar link (iCal)"
            type="url"
            inputMode="url"
            placeholder="https://www.airbnb.com/calendar/ical/…"
            required
            value={url}
            error={urlError}
            onChange={(event) => setUrl(event.currentTarget.value)}
          />
          <FormField
            id={`${id}-name`}
            name="name"
            label="Name (optional)"
            hint="Shown on the calendar; by default the channel's name."
            maxLength={60}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <div>
            <button type="submit" className={buttonClass("secondary")} disabled={busy !== null}>
              {busy === "add" ? <Spinner /> : null}
              Add calendar
            </button>
          </div>
        </UntilHydrated>
      </form>
      <p role="status" className="mt-2 text-sm font-medium text-forest-800">
        {said}
      </p>
    </section>
  );
}
