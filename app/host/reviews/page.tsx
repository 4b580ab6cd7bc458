import type { Metadata } from "next";
import Link from "next/link";
import { BookingLink } from "@/components/admin/booking-link";
import { pageParam, type RawSearchParams, rangeText } from "@/components/admin/query";
import { Notice, PageHeader } from "@/components/admin/ui";
import { Pagination } from "@/components/catalog/pagination";
import { tableLink } from "@/components/link-styles";
import { ReplyForm } from "@/components/reviews/reply-form";
import { ReviewItem } from "@/components/reviews/review-item";
import { getDb } from "@/db/client";
import { requireHostPage } from "@/lib/api/session";
import { pageRequest, paginationOf } from "@/lib/pagination";
import { REVIEW_DAYS } from "@/lib/review-window";
import { hostReviews } from "@/lib/server/reviews/review-lists";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Reviews" };

const PAGE_SIZE = 10;

export default async function HostReviewsPage({
  searchParams,
}: {
  searchParams: Promise<RawSearchParams>;
}) {
  const host = await requireHostPage("/host/reviews");
  const page = pageParam((await searchParams).page);
  const { items, total } = await hostReviews(getDb(), {
    hostId: host.id,
    page: pageRequest(page, PAGE_SIZE),
  });
  const { totalPages } = paginationOf({ page, limit: PAGE_SIZE }, total);

  return (
    <>
      <PageHeader
        title="Reviews"
        description="What guests wrote after their stays, newest first. You can reply once to each review: your reply shows under it on the listing's page."
      />
      <div className="rounded-2xl border border-sand-200 bg-white p-4 shadow-card sm:p-6">
        <p className="mb-5 text-sm font-semibold text-ink-700">
          {rangeText(page, PAGE_SIZE, total, ["review", "reviews"])}
        </p>
        {items.length > 0 ? (
          <ul className="divide-y divide-sand-200">
            {items.map((review) => (
              <li key={review.id} className="py-6 first:pt-0 last:pb-0">
                <ReviewItem
                  review={review}
                  replyFrom="you"
                  level={2}
                  about={
                    <div className="mb-4 grid gap-2">
                      <p className="text-sm text-ink-700">
                        <Link
                          href={`/listings/${review.listing.slug}#reviews`}
                          className={tableLink}
                        >
                          {review.listing.title}
                        </Link>{" "}
                        · booking{" "}
                        <BookingLink reference={review.bookingReference} base="/host/bookings" />
                      </p>
                      {review.hidden ? (
                        <Notice tone="problem" title="Hidden by Akwaaba">
                          Guests do not see this review and it does not count in your rating.
                          {review.hiddenReason ? ` Reason: ${review.hiddenReason}` : ""}
                        </Notice>
                      ) : null}
                    </div>
                  }
                >
                  {review.reply ? null : (
                    <ReplyForm reviewId={review.id} reviewer={review.reviewer.firstName} />
                  )}
                </ReviewItem>
              </li>
            ))}
          </ul>
        ) : (
          <p className="py-6 text-center text-ink-600">
            {total > 0
              ? "There is nothing on this page."
              : `No reviews yet: guests can review a stay for ${REVIEW_DAYS} days after they check out.`}
          </p>
        )}
        <Pagination page={page} totalPages={totalPages} path="/host/reviews" label="Review pages" />
      </div>
    </>
  );
}
