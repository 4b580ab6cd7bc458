import Link from "next/link";
import { Pager } from "@/components/admin/data-table";
import { pageCount } from "@/components/admin/query";
import { textLink } from "@/components/link-styles";
import type { listingReviews } from "@/lib/server/reviews/listing-reviews";
import { ReviewItem } from "./review-item";
import { listingRatingWords } from "./review-words";
import { SubRatingBars } from "./sub-rating-bars";

type ListingReviewsPage = Awaited<ReturnType<typeof listingReviews>>;

interface ListingReviewsProps {
  reviews: ListingReviewsPage;
  /** The page of reviews shown, and how many a page holds. */
  page: number;
  pageSize: number;
  /** The address of another page of reviews (back at this section). */
  pageHref: (page: number) => string;
  /** Who replies: the host's name. */
  replyFrom: string;
}

/**
 * A listing's reviews (#reviews): its rating, the sub-ratings' bars, a page of reviews newest
 * first with the host's replies, and links to older ones. Written on the server: no script.
 */
export function ListingReviews({
  reviews: { items, total, summary },
  page,
  pageSize,
  pageHref,
  replyFrom,
}: ListingReviewsProps) {
  const words = listingRatingWords(summary.ratingAverage, summary.ratingCount);
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="scroll-mt-24 py-8">
      <h2 id="reviews-title" className="font-display text-2xl font-bold text-forest-900">
        Reviews
      </h2>
      {words.rated ? (
        <>
          <div className="mt-5 grid gap-6 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-center sm:gap-10">
            <p className="flex items-center gap-3">
              <span className="font-display text-5xl leading-none font-bold text-ink-900">
                {words.average}
              </span>{" "}
              <span className="text-sm leading-snug text-ink-700">
                out of 5<span className="sr-only">,</span>{" "}
                <span className="block font-semibold text-ink-900">{words.reviews}</span>
              </span>
            </p>
            <SubRatingBars averages={summary.subRatings} />
          </div>
          {items.length > 0 ? (
            <ul className="mt-8 grid gap-x-10 gap-y-8 md:grid-cols-2">
              {items.map((review) => (
                <li key={review.id}>
                  <ReviewItem review={review} replyFrom={replyFrom} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-8 text-ink-700">
              There are no reviews on this page.{" "}
              <Link href={pageHref(1)} className={textLink}>
                See the newest
              </Link>
            </p>
          )}
          <Pager
            label="Pages of reviews"
            page={page}
            totalPages={pageCount(total, pageSize)}
            hrefFor={pageHref}
          />
        </>
      ) : (
        <p className="mt-3 text-ink-700">
          No reviews yet. Only guests who have stayed can write one, after they check out.
        </p>
      )}
    </section>
  );
}
