"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { fieldId } from "@/components/admin/listing-fieldsets";
import { api } from "@/components/api-client";
import { buttonClass } from "@/components/button-styles";
import { ErrorSummary } from "@/components/error-summary";
import { Spinner } from "@/components/spinner";
import { useHydrated } from "@/components/use-hydrated";
import type { MissingItem } from "@/lib/listing-readiness";
import { sentence } from "@/lib/words";

/** Where on the editor page each missing item is fixed. */
const TARGETS: Record<MissingItem["field"], string> = {
  images: "images",
  description: fieldId("description"),
  address: fieldId("address"),
  location: fieldId("latitude"),
  amenityIds: fieldId("amenityIds"),
};

interface Refusal {
  title: string;
  missing: Array<{ field: string; message: string }>;
}

/**
 * A host sends their draft for review. When it is not ready yet, the API's list of what is
 * missing is shown all at once, each item a link to where it is fixed on this page.
 */
export function SubmitForReview({ listingId }: { listingId: string }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function submit() {
    setBusy(true);
    setRefusal(null);
    const result = await api.post(`/api/host/listings/${listingId}/submit`, {});
    setBusy(false);
    if (result.ok) {
      setDone("Sent for review.");
      router.refresh();
      return;
    }
    const missing = result.error.details?.missing ?? [];
    setRefusal(
      missing.length > 0
        ? { title: "Before it can be reviewed, your listing needs:", missing }
        : { title: sentence(result.error.message), missing: [] },
    );
  }

  return (
    <div className="grid gap-3">
      <div>
        <button
          type="button"
          disabled={!hydrated || busy}
          onClick={submit}
          className={buttonClass("primary")}
        >
          {busy ? <Spinner /> : null}
          Submit for review
        </button>
      </div>
      {refusal ? (
        <ErrorSummary
          focusOn={refusal}
          title={refusal.title}
          fields={refusal.missing.map((item) => ({
            id: TARGETS[item.field as MissingItem["field"]] ?? "details",
            text: sentence(item.message),
          }))}
        />
      ) : null}
      <p role="status" className="text-sm font-medium text-forest-800">
        {done}
      </p>
    </div>
  );
}
