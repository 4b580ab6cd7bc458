import type { Metadata } from "next";
import Link from "next/link";
import { BookingLink } from "@/components/admin/booking-link";
import { FilterBar, FilterSelect } from "@/components/admin/filter-bar";
import { ListTable } from "@/components/admin/list-table";
import { activeFilters, enumParam } from "@/components/admin/query";
import { ReviewModeration } from "@/components/admin/review-moderation";
import { disclosureClass, PageHeader } from "@/components/admin/ui";
import { Badge } from "@/components/badge";
import { tableLink } from "@/components/link-styles";
import { excerptOf, stayedIn } from "@/components/reviews/review-words";
import { Stars } from "@/components/reviews/stars";
import { getDb } from "@/db/client";
import { formatDate, isoOf } from "@/lib/date-format";
import { adminReviews } from "@/lib/server/reviews/review-lists";
import { type AdminListProps, adminListRequest } from "../list-request";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Reviews" };

const PAGE_SIZE = 20;
const EXCERPT = 160;
const VISIBILITY = [
  { value: "false", label: "Visible" },
  { value: "true", label: "Hidden" },
] as const;

export default async function AdminReviewsPage({ searchParams }: AdminListProps) {
  const { raw, page, request } = await adminListRequest(searchParams, PAGE_SIZE);
  const hidden = enumParam(raw.hidden, ["true", "false"]);
  const { params, anyFilter } = activeFilters({ hidden });
  const { items, total } = await adminReviews(getDb(), {
    page: request,
    hidden: hidden === undefined ? undefined : hidden === "true",
  });

  return (
    <>
      <PageHeader
        title="Reviews"
        description="What guests wrote after their stays, newest first. Hide a review that breaks the rules, with the reason (kept in the audit log): it leaves the listing's page and its rating until it is shown again."
      />
      <FilterBar
        action="/admin/reviews"
        label="Filter reviews"
        clearHref={anyFilter ? "/admin/reviews" : undefined}
      >
        <FilterSelect
          id="filter-hidden"
          label="Status"
          name="hidden"
          value={hidden}
          anyLabel="Visible and hidden"
          options={VISIBILITY}
          className="w-full sm:w-56"
        />
      </FilterBar>
      <ListTable
        id="reviews-caption"
        caption="Reviews"
        noun={["review", "reviews"]}
        columns={[
          { label: "Listing", className: "md:min-w-40" },
          { label: "Guest" },
          { label: "Rating", className: "md:whitespace-nowrap" },
          { label: "Review", className: "md:min-w-64" },
          { label: "Written", className: "md:whitespace-nowrap text-ink-600" },
          { label: "Status" },
          { label: "Action", className: "md:min-w-48" },
        ]}
        list={{ page, pageSize: PAGE_SIZE, total, params, anyFilter }}
        pages={{ path: "/admin/reviews", label: "Review pages" }}
        empty={{ filtered: "No review has this status.", none: "No reviews yet." }}
        rows={items.map((review) => ({
          key: review.id,
          className: "hover:bg-sand-50",
          cells: [
            <>
              <Link href={`/listings/${review.listing.slug}#reviews`} className={tableLink}>
                {review.listing.title}
              </Link>
              <span className="mt-1 block text-xs">
                <BookingLink reference={review.bookingReference} />
              </span>
            </>,
            <>
              {review.reviewer.firstName}
              <span className="block text-xs text-ink-600">{stayedIn(review.stayMonth)}</span>
            </>,
            <Stars key="rating" rating={review.rating} className="size-3.5" />,
            <>
              <p className="break-words">{excerptOf(review.text, EXCERPT)}</p>
              {review.text.length > EXCERPT ? (
                <details className="mt-1">
                  <summary className={disclosureClass}>Read it all</summary>
                  <p className="mt-1 break-words whitespace-pre-line">{review.text}</p>
                </details>
              ) : null}
              {review.reply ? (
                <p className="mt-1 text-xs text-ink-600">The host has replied.</p>
              ) : null}
            </>,
            <time key="written" dateTime={isoOf(review.createdAt)}>
              {formatDate(review.createdAt)}
            </time>,
            review.hidden ? (
              <div key="status">
                <Badge tone="negative">Hidden</Badge>
                {review.hiddenReason ? (
                  <span className="mt-1 block text-xs text-ink-700">{review.hiddenReason}</span>
                ) : null}
              </div>
            ) : (
              <Badge key="status" tone="positive">
                Visible
              </Badge>
            ),
            <ReviewModeration
              key="action"
              reviewId={review.id}
              about={`${review.reviewer.firstName}'s review of ${review.listing.title}`}
              hidden={review.hidden}
            />,
          ],
        }))}
      />
    </>
  );
}
