import Link from "next/link";
import type { ReactNode } from "react";
import type { ApiError } from "@/components/api-client";
import { textLink } from "@/components/link-styles";
import { signInHref } from "@/components/sign-in-href";
import { soldByStart } from "@/lib/activity-starts";
import { shortDate } from "@/lib/date-format";
import type { ListingType } from "@/lib/enums";
import { apiFieldErrors, type FieldErrors } from "./booking-fields";

export interface Problem {
  title: string;
  body?: ReactNode;
  /** List the fields with errors under the title. */
  listFields?: boolean;
}

export const CHECK_FIELDS: Problem = {
  title: "Please check the highlighted fields.",
  listFields: true,
};

/** Why these dates cannot be booked, and where to find free ones. */
export function UnavailableDates({
  nights,
  listingHref,
}: {
  nights: string[];
  listingHref: string;
}) {
  return (
    <>
      {nights.length > 0 ? (
        <>
          {nights.length === 1 ? "This night is" : "These nights are"} already taken:{" "}
          {nights.slice(0, 6).map(shortDate).join(", ")}
          {nights.length > 6 ? ` and ${nights.length - 6} more` : ""}.{" "}
        </>
      ) : null}
      Choose other dates above, or{" "}
      <Link href={listingHref} className={textLink}>
        see which dates are free on the listing
      </Link>
      .
    </>
  );
}

/** What the guest sees when POST /api/bookings is refused, and the field errors it names. */
export function bookingRefusal(
  error: ApiError,
  listingHref: string,
  type: ListingType,
): { problem: Problem; fieldErrors: FieldErrors } {
  const none = {};
  switch (error.code) {
    case "VALIDATION_ERROR": {
      const fieldErrors = apiFieldErrors(error);
      return Object.keys(fieldErrors).length > 0
        ? { problem: CHECK_FIELDS, fieldErrors }
        : {
            problem: { title: "We couldn’t make this booking.", body: error.message },
            fieldErrors,
          };
    }
    case "DATES_UNAVAILABLE":
      if (soldByStart(type)) {
        return {
          problem: {
            title: "Sorry — that start has just filled up.",
            body: "Its spots left are shown above: choose another start or date, or fewer people.",
          },
          fieldErrors: none,
        };
      }
      return {
        problem: {
          title: "Sorry — someone has just booked some of these nights.",
          body: <UnavailableDates nights={[]} listingHref={listingHref} />,
        },
        fieldErrors: none,
      };
    case "TOO_MANY_UNPAID_BOOKINGS":
      return {
        problem: {
          title: error.message,
          body: (
            <>
              Pay for or cancel one of your{" "}
              <Link href="/trips?tab=pending" className={textLink}>
                bookings awaiting payment
              </Link>{" "}
              first.
            </>
          ),
        },
        fieldErrors: none,
      };
    case "NOT_FOUND":
      return {
        problem: {
          title: "This listing can no longer be booked.",
          body: (
            <Link href="/listings" className={textLink}>
              Browse other listings
            </Link>
          ),
        },
        fieldErrors: none,
      };
  }
  if (error.code === "PAYMENT_PROVIDER_ERROR" || error.status === 502) {
    return {
      problem: {
        title: "The payment provider is unreachable right now.",
        body: "Nothing was booked and you have not been charged. Please try again in a moment.",
      },
      fieldErrors: none,
    };
  }
  if (error.status === 401) {
    return {
      problem: {
        title: "Your session has ended.",
        body: (
          <>
            <a href={signInHref()} className={textLink}>
              Sign in again
            </a>{" "}
            to finish your booking; your dates and guests are kept.
          </>
        ),
      },
      fieldErrors: none,
    };
  }
  return { problem: { title: error.message }, fieldErrors: none };
}
