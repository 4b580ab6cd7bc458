"use client";

import { useId, useState } from "react";
import { api } from "@/components/api-client";
import { buttonClass } from "@/components/button-styles";
import { FormField } from "@/components/form-fields";
import { Spinner } from "@/components/spinner";
import { UntilHydrated } from "@/components/until-hydrated";
import { sentence } from "@/lib/words";
import { LISTING_SCOPES, type ListingOwner } from "./listing-scope";

/**
 * A stay's iCal feed address, to paste into Airbnb's or Booking.com's calendar import: copied
 * with one tap, or replaced by a new one (the old stops answering) if it was shared by mistake.
 */
export function CalendarFeed({
  owner,
  listingId,
  initialUrl,
}: {
  owner: ListingOwner;
  listingId: string;
  initialUrl: string;
}) {
  const id = useId();
  const [url, setUrl] = useState(initialUrl);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<string | null>(null);

  async function copy() {
    await navigator.clipboard.writeText(url);
    setSaid("Address copied.");
  }

  async function rotate() {
    setBusy(true);
    setSaid(null);
    const answer = await api.post<{ url: string }>(
      `${LISTING_SCOPES[owner].api}/${listingId}/calendar-feed`,
      {},
    );
    setBusy(false);
    if (!answer.ok) {
      setSaid(`The address was not changed. ${sentence(answer.error.message)}`);
      return;
    }
    setUrl(answer.data.url);
    setSaid("New address made: the old one no longer works. Give this one to your other channels.");
  }

  return (
    <div className="mt-6 grid gap-3 border-t border-sand-200 pt-5">
      <UntilHydrated>
        <FormField
          id={`${id}-feed`}
          name="calendarFeed"
          label="Calendar feed (iCal)"
          hint="Paste it into Airbnb's or Booking.com's calendar import so nights sold here close there. It shows which nights are taken, never who took them."
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={copy} className={buttonClass("secondary")}>
            Copy address
          </button>
          <button
            type="button"
            onClick={rotate}
            disabled={busy}
            className={buttonClass("secondary")}
          >
            {busy ? <Spinner /> : null}
            Make a new address
          </button>
        </div>
      </UntilHydrated>
      <p role="status" className="text-sm font-medium text-forest-800">
        {said}
      </p>
    </div>
  );
}
