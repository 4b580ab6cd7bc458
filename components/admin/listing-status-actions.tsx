"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { buttonClass } from "@/components/button-styles";
import { tableLink } from "@/components/link-styles";
import { Spinner } from "@/components/spinner";
import { useHydrated } from "@/components/use-hydrated";
import type { ListingStatus } from "@/lib/enums";
import { LISTING_TRANSITIONS } from "@/lib/listing-transitions";
import { sentence } from "@/lib/words";
import { type ApiError, api } from "../api-client";

interface ListingStatusActionsProps {
  listingId: string;
  status: ListingStatus;
  imageCount: number;
}

/** The button that moves a listing from `from` to `to`, in the admin's words. */
function actionOf(from: ListingStatus, to: ListingStatus) {
  switch (to) {
    case "PUBLISHED":
      return {
        label: "Publish",
        done: "Published: the listing is live.",
        style: buttonClass("primary"),
      };
    case "PENDING_REVIEW":
      return {
        label: "Send for review",
        done: "Sent for review.",
        style: buttonClass("secondary"),
      };
    case "ARCHIVED":
      return {
        label: "Archive",
        done: "Archived: hidden everywhere.",
        style: buttonClass("accent"),
      };
    case "DRAFT":
      return from === "PUBLISHED"
        ? {
            label: "Unpublish",
            done: "Unpublished: back to draft.",
            style: buttonClass("secondary"),
          }
        : from === "ARCHIVED"
          ? {
              label: "Restore as draft",
              done: "Restored as a draft.",
              style: buttonClass("secondary"),
            }
          : { label: "Back to draft", done: "Back to draft.", style: buttonClass("secondary") };
  }
}

interface Problem {
  title: string;
  message: string;
  link?: { href: string; label: string };
}

function problemOf(error: ApiError, listingId: string, to: ListingStatus): Problem {
  const constraint = error.issues[0]?.constraint;
  if (error.code === "VALIDATION_ERROR" && constraint === "requires_image") {
    return {
      title: "Add an image first",
      message: `${sentence(error.message)} A listing needs at least one image before it can be published.`,
      link: { href: "#images", label: "Go to the images" },
    };
  }
  if (error.code === "INVALID_TRANSITION") {
    return {
      title: "This status change is not allowed",
      message: `${sentence(error.message)} (INVALID_TRANSITION)`,
    };
  }
  if (error.code === "LISTING_HAS_ACTIVE_BOOKINGS") {
    return {
      title: to === "ARCHIVED" ? "It still has active bookings" : "Active bookings",
      message: sentence(error.message),
      link: { href: `/admin/bookings?listingId=${listingId}`, label: "See its bookings" },
    };
  }
  return { title: "The status could not be changed", message: sentence(error.message) };
}

/**
 * Publish / unpublish / send for review / archive / restore, offering only the moves of the
 * listing state machine (lib/listing-transitions.ts). Archiving asks for a confirmation first;
 * the API's refusals (requires_image, INVALID_TRANSITION, LISTING_HAS_ACTIVE_BOOKINGS) are
 * shown in an alert with a way forward.
 */
export function ListingStatusActions({ listingId, status, imageCount }: ListingStatusActionsProps) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState<ListingStatus | null>(null);
  const [confirmArchive, setConfirmArchive] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (problem) alertRef.current?.focus();
  }, [problem]);
  useEffect(() => {
    if (confirmArchive) confirmRef.current?.focus();
  }, [confirmArchive]);

  async function move(to: ListingStatus) {
    setBusy(to);
    setProblem(null);
    setDone(null);
    const result =
      to === "ARCHIVED"
        ? await api.delete(`/api/admin/listings/${listingId}`)
        : await api.patch(`/api/admin/listings/${listingId}`, { status: to });
    setBusy(null);
    setConfirmArchive(false);
    if (result.ok) {
      setDone(actionOf(status, to).done);
      router.refresh();
    } else {
      setProblem(problemOf(result.error, listingId, to));
    }
  }

  const targets = LISTING_TRANSITIONS[status];

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        {targets.map((to) => {
          const action = actionOf(status, to);
          if (to === "ARCHIVED" && confirmArchive) return null;
          return (
            <button
              key={to}
              type="button"
              disabled={!hydrated || busy !== null}
              className={action.style}
              onClick={() => (to === "ARCHIVED" ? setConfirmArchive(true) : move(to))}
              aria-describedby={
                to === "PUBLISHED" && imageCount === 0 ? "publish-needs-image" : undefined
              }
            >
              {busy === to ? <Spinner /> : null}
              {action.label}
            </button>
          );
        })}
      </div>
      {targets.includes("PUBLISHED") && imageCount === 0 ? (
        <p id="publish-needs-image" className="text-sm text-ink-600">
          Publishing needs at least one image.
        </p>
      ) : null}
      {confirmArchive ? (
        <div className="rounded-xl border border-clay-500/50 bg-clay-100 px-4 py-3 text-sm text-ink-900">
          <p className="font-semibold text-clay-700">Archive this listing?</p>
          <p className="mt-0.5">
            It disappears from the site and search; its bookings stay readable. You can restore it
            as a draft later.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              ref={confirmRef}
              type="button"
              disabled={!hydrated || busy !== null}
              className={buttonClass("accent")}
              onClick={() => move("ARCHIVED")}
            >
              {busy === "ARCHIVED" ? <Spinner /> : null}
              Yes, archive it
            </button>
            <button
              type="button"
              disabled={!hydrated || busy !== null}
              className={buttonClass("secondary")}
              onClick={() => setConfirmArchive(false)}
            >
              Keep it
            </button>
          </div>
        </div>
      ) : null}
      {problem ? (
        <div
          ref={alertRef}
          role="alert"
          tabIndex={-1}
          className="rounded-xl border border-clay-500/50 bg-clay-100 px-4 py-3 text-sm text-clay-700 focus:outline-3 focus:outline-clay-600"
        >
          <p className="font-semibold">{problem.title}</p>
          <p className="mt-0.5">{problem.message}</p>
          {problem.link ? (
            problem.link.href.startsWith("#") ? (
              <a href={problem.link.href} className={`${tableLink} mt-1 inline-block`}>
                {problem.link.label}
              </a>
            ) : (
              <Link href={problem.link.href} className={`${tableLink} mt-1 inline-block`}>
                {problem.link.label}
              </Link>
            )
          ) : null}
        </div>
      ) : null}
      <p role="status" className="text-sm font-medium text-forest-800">
        {done}
      </p>
    </div>
  );
}
