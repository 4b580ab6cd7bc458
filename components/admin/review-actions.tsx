"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, useEffect, useId, useState } from "react";
import { api } from "@/components/api-client";
import { buttonClass } from "@/components/button-styles";
import { TextAreaField } from "@/components/form-fields";
import { Spinner } from "@/components/spinner";
import { useHydrated } from "@/components/use-hydrated";
import { sentence } from "@/lib/words";
import { Notice } from "./ui";

type Decision = "APPROVE" | "REJECT";

const DONE: Record<Decision, string> = {
  APPROVE: "Approved: the listing is live.",
  REJECT: "Returned to its host with your note.",
};

/**
 * An admin's decision on a listing sent for review: approve (publish) it, or return it to its
 * host as a draft with a note saying what to change, which the host reads in their editor.
 * Rendered whatever the status, so the outcome stays on screen once the page has refreshed
 * into the listing's new status (and the decision's buttons are gone).
 */
export function ReviewActions({ listingId, inReview }: { listingId: string; inReview: boolean }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const noteId = useId();
  const [returning, setReturning] = useState(false);
  const [busy, setBusy] = useState<Decision | null>(null);
  const [noteError, setNoteError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const focusNote = () => document.getElementById(noteId)?.focus();

  useEffect(() => {
    if (returning) document.getElementById(noteId)?.focus();
  }, [returning, noteId]);

  async function decide(decision: Decision, note?: string) {
    setBusy(decision);
    setProblem(null);
    setDone(null);
    const result = await api.post(`/api/admin/listings/${listingId}/review`, {
      decision,
      ...(note === undefined ? {} : { note }),
    });
    setBusy(null);
    if (result.ok) {
      setReturning(false);
      setDone(DONE[decision]);
      router.refresh();
      return;
    }
    if (result.error.fieldIssues().has("note")) {
      setNoteError("Write what the host should change.");
      focusNote();
      return;
    }
    setProblem(`The review was not saved. ${sentence(result.error.message)}`);
  }

  function onReturn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const note = String(new FormData(event.currentTarget).get("note") ?? "").trim();
    if (!note) {
      setNoteError("Write what the host should change.");
      focusNote();
      return;
    }
    setNoteError(undefined);
    void decide("REJECT", note);
  }

  const outcome = (
    <p role="status" className="text-sm font-medium text-forest-800">
      {done}
    </p>
  );
  if (!inReview) return done ? outcome : null;

  return (
    <div className="grid gap-3 rounded-xl border border-gold-300 bg-gold-100/60 p-4">
      <p className="font-semibold text-ink-900">Waiting for your review</p>
      {returning ? (
        <form noValidate onSubmit={onReturn} className="grid gap-3">
          <TextAreaField
            id={noteId}
            name="note"
            label="Note to the host"
            hint="What to change before it can be published; the host reads it in their editor."
            required
            maxLength={1000}
            rows={3}
            error={noteError}
          />
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              disabled={!hydrated || busy !== null}
              className={buttonClass("accent")}
            >
              {busy === "REJECT" ? <Spinner /> : null}
              Return with this note
            </button>
            <button
              type="button"
              disabled={!hydrated || busy !== null}
              className={buttonClass("secondary")}
              onClick={() => {
                setReturning(false);
                setNoteError(undefined);
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={!hydrated || busy !== null}
            className={buttonClass("primary")}
            onClick={() => decide("APPROVE")}
          >
            {busy === "APPROVE" ? <Spinner /> : null}
            Approve
          </button>
          <button
            type="button"
            disabled={!hydrated || busy !== null}
            className={buttonClass("secondary")}
            onClick={() => setReturning(true)}
          >
            Return to host
          </button>
        </div>
      )}
      {problem ? (
        <Notice tone="problem" role="alert">
          {problem}
        </Notice>
      ) : null}
      {outcome}
    </div>
  );
}
