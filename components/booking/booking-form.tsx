"use client";

import Link from "next/link";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { type ApiError, issuesOf } from "@/components/auth/api-client";
import { primaryButton, textLink } from "@/components/booking/button-styles";
import { hrefWith } from "@/components/catalog/listing-query";
import { PriceBreakdown, type PriceLines } from "@/components/catalog/price-breakdown";
import { shortDate, stayLength } from "@/components/catalog/stay-words";
import { FormField, SelectField, Spinner, TextAreaField } from "@/components/form-fields";
import { formatGhs, priceUnitLabel } from "@/components/format";
import { Photo } from "@/components/photo";
import { UntilHydrated } from "@/components/until-hydrated";
import { addDays, daysBetween, isIsoDate, MAX_STAY_NIGHTS, validateStay } from "@/lib/dates";
import type { ListingType, PriceUnit } from "@/lib/enums";
import { fitsCapacity, maxAdults, maxChildren } from "@/lib/guest-limits";
import { sendJson, signInHref } from "./api";

export type Field =
  | "checkIn"
  | "checkOut"
  | "adults"
  | "children"
  | "guestName"
  | "guestEmail"
  | "guestPhone"
  | "specialRequests";

const FIELD_LABELS: Record<Field, string> = {
  checkIn: "Check-in",
  checkOut: "Check-out",
  adults: "Adults",
  children: "Children",
  guestName: "Full name",
  guestEmail: "E-mail address",
  guestPhone: "Phone number",
  specialRequests: "Special requests",
};
const FIELD_ORDER = Object.keys(FIELD_LABELS) as Field[];

/** Kinder words than the schema's for constraints whose API message is technical. */
const FRIENDLY: Partial<Record<Field, Partial<Record<string, string>>>> = {
  guestName: {
    required: "Enter the name of the lead guest.",
    min: "Enter the lead guest's full name (at least 2 characters).",
    max: "Use at most 100 characters for the name.",
  },
  guestEmail: {
    required: "Enter an e-mail address for the confirmation.",
    email: "Enter a valid e-mail address, like name@example.com.",
    max: "That e-mail address is too long.",
  },
  guestPhone: { required: "Enter a phone number starting with +233." },
  specialRequests: { max: "Keep special requests to at most 1,000 characters." },
};

const STAY_MESSAGES: Record<string, string> = {
  required_checkIn: "Choose a check-in date.",
  required_checkOut: "Choose a check-out date.",
  date: "Enter a date as YYYY-MM-DD.",
  date_after: "Check-out must be after check-in.",
  not_in_past: "Check-in can’t be in the past.",
  max_nights: `A stay can be at most ${MAX_STAY_NIGHTS} nights.`,
};

/** The API's message as a sentence: "must be +233 …" → "Must be +233 ….". */
function sentence(message: string): string {
  let text = message.trim().replace(/^Invalid [\w.]+: /, "");
  text = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

function isField(value: string): value is Field {
  return value in FIELD_LABELS;
}

/** `{ field: message }` for every field the API named, the first issue per field winning. */
function apiFieldErrors(error: ApiError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issuesOf(error)) {
    if (!isField(issue.field) || errors[issue.field]) continue;
    errors[issue.field] =
      FRIENDLY[issue.field]?.[issue.constraint] ?? sentence(issue.message ?? error.message);
  }
  return errors;
}

/** Accepts the ways people write Ghanaian numbers: spaces, dashes, 024…, 233…; else as typed. */
export function normalizePhone(value: string): string {
  const compact = value.trim().replace(/[\s\-().]/g, "");
  if (/^0\d{9}$/.test(compact)) return `+233${compact.slice(1)}`;
  if (/^233\d{9}$/.test(compact)) return `+${compact}`;
  if (/^00233\d{9}$/.test(compact)) return `+${compact.slice(2)}`;
  return compact;
}

type FieldErrors = Partial<Record<Field, string>>;

export interface Stay {
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
}

function stayErrors(stay: Stay, today: string, maxGuests: number): FieldErrors {
  const errors: FieldErrors = {};
  if (!stay.checkIn) errors.checkIn = STAY_MESSAGES.required_checkIn;
  if (!stay.checkOut) errors.checkOut = STAY_MESSAGES.required_checkOut;
  if (stay.checkIn && stay.checkOut) {
    const result = validateStay(stay.checkIn, stay.checkOut, today);
    if (!result.ok) errors[result.field] = STAY_MESSAGES[result.constraint] ?? "Check this date.";
  }
  if (!fitsCapacity(stay, maxGuests)) {
    errors.adults = `This listing welcomes at most ${maxGuests} ${maxGuests === 1 ? "guest" : "guests"}, children included.`;
  }
  return errors;
}

export type Quote =
  | { key: string; status: "ready"; pricing: PriceLines }
  | { key: string; status: "unavailable"; nights: string[] }
  | { key: string; status: "error" };

interface AvailabilityResponse {
  data?: { available: boolean; unavailableDates: string[]; pricing: PriceLines | null };
}

interface Problem {
  title: string;
  body?: ReactNode;
  /** List the fields with errors under the title. */
  listFields?: boolean;
}

interface BookingFormProps {
  listing: {
    id: string;
    slug: string;
    title: string;
    type: ListingType;
    place: string;
    maxGuests: number;
    priceGHS: string;
    priceUnit: PriceUnit;
    checkInTime: string;
    checkOutTime: string;
    image: { url: string; alt: string } | null;
  };
  /** Today (UTC): the first possible check-in. */
  today: string;
  initial: Stay;
  /** The server's quote for the initial dates, when they were valid. */
  initialQuote: Quote | null;
  guest: { name: string; email: string };
}

function keyOf(stay: Stay, today: string): string | null {
  if (!isIsoDate(stay.checkIn) || !isIsoDate(stay.checkOut)) return null;
  return validateStay(stay.checkIn, stay.checkOut, today).ok
    ? `${stay.checkIn}/${stay.checkOut}`
    : null;
}

/**
 * The booking review: dates and guests (editable; the price follows from the server), the
 * guest's details, special requests, then POST /api/bookings and off to the checkout.
 */
export function BookingForm({ listing, today, initial, initialQuote, guest }: BookingFormProps) {
  const id = useId();
  const [stay, setStay] = useState<Stay>(initial);
  const [quote, setQuote] = useState<Quote | null>(initialQuote);
  const [attempt, setAttempt] = useState(0);
  const [touched, setTouched] = useState(false);
  const [apiErrors, setApiErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [requestLength, setRequestLength] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);

  const key = keyOf(stay, today);
  const listingHref = hrefWith(`/listings/${listing.slug}`, {
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    adults: stay.adults,
    children: stay.children || undefined,
  });

  // The price (and a fresh availability check) for the chosen dates, from the server.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the check on demand
  useEffect(() => {
    if (!key) return;
    if (quote?.key === key && attempt === 0) return;
    const controller = new AbortController();
    const [checkIn, checkOut] = key.split("/");
    fetch(hrefWith(`/api/listings/${listing.slug}/availability`, { checkIn, checkOut }), {
      signal: controller.signal,
      headers: { accept: "application/json" },
    })
      .then(async (response) => {
        const body = (await response.json().catch(() => ({}))) as AvailabilityResponse;
        const data = body.data;
        if (!response.ok || !data) setQuote({ key, status: "error" });
        else if (data.available && data.pricing)
          setQuote({ key, status: "ready", pricing: data.pricing });
        else setQuote({ key, status: "unavailable", nights: data.unavailableDates });
      })
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === "AbortError") return;
        setQuote({ key, status: "error" });
      });
    return () => controller.abort();
  }, [key, listing.slug, attempt]);

  // Keep the address in step, so a reload or a shared link shows the same stay.
  useEffect(() => {
    const url = hrefWith(window.location.pathname, {
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      adults: stay.adults,
      children: stay.children,
    });
    if (url !== `${window.location.pathname}${window.location.search}`) {
      window.history.replaceState(window.history.state, "", url);
    }
  }, [stay]);

  useEffect(() => {
    if (problem) summaryRef.current?.focus();
  }, [problem]);

  const current = quote && quote.key === key ? quote : null;
  const pricing = current?.status === "ready" ? current.pricing : null;
  const checking = key !== null && current === null;

  const clientErrors = stayErrors(stay, today, listing.maxGuests);
  // Missing dates are only called out once the guest tries to book.
  const visibleClientErrors: FieldErrors = { ...clientErrors };
  if (!touched) {
    if (!stay.checkIn) delete visibleClientErrors.checkIn;
    if (!stay.checkOut) delete visibleClientErrors.checkOut;
  }
  const errors: FieldErrors = { ...visibleClientErrors, ...apiErrors };
  const inputId = (field: Field) => `${id}-${field}`;

  function update(changes: Partial<Stay>) {
    setStay((previous) => {
      const next = { ...previous, ...changes };
      // Moving check-in past check-out drags check-out along, keeping the stay's length.
      if (
        changes.checkIn &&
        isIsoDate(changes.checkIn) &&
        isIsoDate(previous.checkOut) &&
        next.checkOut <= next.checkIn
      ) {
        const nights =
          isIsoDate(previous.checkIn) && previous.checkOut > previous.checkIn
            ? daysBetween(previous.checkIn, previous.checkOut)
            : 1;
        next.checkOut = addDays(next.checkIn, nights);
      }
      return next;
    });
    setAttempt(0);
    setApiErrors((previous) => {
      const next = { ...previous };
      for (const field of Object.keys(changes) as Field[]) delete next[field];
      if ("checkIn" in changes) delete next.checkOut;
      if ("children" in changes) delete next.adults;
      return next;
    });
    setProblem(null);
  }

  function clearApiError(field: Field) {
    if (!apiErrors[field]) return;
    setApiErrors((previous) => {
      const next = { ...previous };
      delete next[field];
      return next;
    });
  }

  const unavailableBody = (nights: string[]) => (
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

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setTouched(true);
    if (Object.keys(clientErrors).length > 0) {
      setApiErrors({});
      setProblem({ title: "Please check the highlighted fields.", listFields: true });
      return;
    }
    if (current?.status === "unavailable") {
      setProblem({
        title: "Those dates are no longer available.",
        body: unavailableBody(current.nights),
      });
      return;
    }
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "").trim();
    const specialRequests = text("specialRequests");
    const body = {
      listingId: listing.id,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      adults: stay.adults,
      children: stay.children,
      guestName: text("guestName"),
      guestEmail: text("guestEmail"),
      guestPhone: normalizePhone(text("guestPhone")),
      ...(specialRequests ? { specialRequests } : {}),
    };

    setSubmitting(true);
    setProblem(null);
    setApiErrors({});
    const result = await sendJson<{ booking: { reference: string }; paymentUrl: string }>(
      "/api/bookings",
      body,
    );
    if (result.ok) {
      window.location.assign(result.data.paymentUrl);
      return; // Stay busy while the checkout loads.
    }
    setSubmitting(false);
    const { error, status } = result;
    if (error.code === "VALIDATION_ERROR") {
      const fieldErrors = apiFieldErrors(error);
      if (Object.keys(fieldErrors).length > 0) {
        setApiErrors(fieldErrors);
        setProblem({ title: "Please check the highlighted fields.", listFields: true });
      } else {
        setProblem({ title: "We couldn’t make this booking.", body: error.message });
      }
    } else if (error.code === "DATES_UNAVAILABLE") {
      setAttempt((value) => value + 1);
      setQuote(null);
      setProblem({
        title: "Sorry — someone has just booked some of these nights.",
        body: unavailableBody([]),
      });
    } else if (error.code === "PAYMENT_PROVIDER_ERROR" || status === 502) {
      setProblem({
        title: "The payment provider is unreachable right now.",
        body: "Nothing was booked and you have not been charged. Please try again in a moment.",
      });
    } else if (error.code === "TOO_MANY_UNPAID_BOOKINGS") {
      setProblem({
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
      });
    } else if (status === 401) {
      setProblem({
        title: "Your session has ended.",
        body: (
          <>
            <a href={signInHref()} className={textLink}>
              Sign in again
            </a>{" "}
            to finish your booking; your dates and guests are kept.
          </>
        ),
      });
    } else if (error.code === "NOT_FOUND") {
      setProblem({
        title: "This listing can no longer be booked.",
        body: (
          <Link href="/listings" className={textLink}>
            Browse other listings
          </Link>
        ),
      });
    } else {
      setProblem({ title: error.message });
    }
  }

  const erroredFields = FIELD_ORDER.filter((field) => errors[field]);
  const guestsMax = maxAdults(listing.maxGuests);
  const childrenMax = maxChildren(listing.maxGuests);
  const nights = key ? daysBetween(stay.checkIn, stay.checkOut) : 0;

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-busy={submitting}
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-12"
    >
      <UntilHydrated>
        <div className="flex min-w-0 flex-col gap-8">
          {problem ? (
            <div
              ref={summaryRef}
              role="alert"
              tabIndex={-1}
              className="scroll-mt-24 rounded-xl border border-clay-600/40 bg-clay-100 px-4 py-3 text-ink-900"
            >
              <p className="font-semibold text-clay-700">{problem.title}</p>
              {problem.body ? <p className="mt-1 text-sm">{problem.body}</p> : null}
              {problem.listFields && erroredFields.length > 0 ? (
                <ul className="mt-1.5 list-disc space-y-0.5 pl-5 text-sm">
                  {erroredFields.map((field) => (
                    <li key={field}>
                      <a
                        href={`#${inputId(field)}`}
                        className="underline underline-offset-2 hover:text-clay-700"
                      >
                        {FIELD_LABELS[field]}: {errors[field]}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}

          <section aria-labelledby={`${id}-trip`} className={card}>
            <h2 id={`${id}-trip`} className={sectionTitle}>
              Your trip
            </h2>
            <div className="mt-5 grid gap-5 sm:grid-cols-2">
              <FormField
                id={inputId("checkIn")}
                name="checkIn"
                label="Check-in"
                type="date"
                min={today}
                required
                value={stay.checkIn}
                onChange={(event) => update({ checkIn: event.currentTarget.value })}
                error={errors.checkIn}
                hint={`From ${listing.checkInTime}`}
              />
              <FormField
                id={inputId("checkOut")}
                name="checkOut"
                label="Check-out"
                type="date"
                min={isIsoDate(stay.checkIn) ? addDays(stay.checkIn, 1) : today}
                required
                value={stay.checkOut}
                onChange={(event) => update({ checkOut: event.currentTarget.value })}
                error={errors.checkOut}
                hint={`By ${listing.checkOutTime}`}
              />
            </div>
            <div className="mt-5 grid grid-cols-2 gap-x-3 gap-y-5 sm:gap-x-5">
              <SelectField
                id={inputId("adults")}
                name="adults"
                label="Adults"
                hint="Age 13 or above"
                value={stay.adults}
                onChange={(event) => update({ adults: Number(event.currentTarget.value) })}
                error={errors.adults}
                options={range(1, Math.max(guestsMax, stay.adults)).map((n) => ({
                  value: n,
                  label: `${n} ${n === 1 ? "adult" : "adults"}`,
                }))}
              />
              <SelectField
                id={inputId("children")}
                name="children"
                label="Children"
                hint="Ages 2 to 12"
                value={stay.children}
                onChange={(event) => update({ children: Number(event.currentTarget.value) })}
                error={errors.children}
                options={range(0, Math.max(childrenMax, stay.children)).map((n) => ({
                  value: n,
                  label: n === 0 ? "No children" : `${n} ${n === 1 ? "child" : "children"}`,
                }))}
              />
            </div>
            <p className="mt-4 text-sm text-ink-600">
              {key ? (
                <>
                  <span className="font-semibold text-ink-900">
                    {stayLength(listing.type, nights)}
                  </span>{" "}
                  · {shortDate(stay.checkIn)} to {shortDate(stay.checkOut)}
                  {pricing ? (
                    <>
                      {" · "}
                      <span className="font-semibold text-ink-900">{formatGhs(pricing.total)}</span>{" "}
                      in total
                    </>
                  ) : null}
                </>
              ) : (
                <>This listing welcomes up to {listing.maxGuests} guests.</>
              )}
            </p>
            {current?.status === "unavailable" ? (
              <div
                role="status"
                className="mt-4 rounded-xl border border-gold-500/50 bg-gold-100 px-4 py-3 text-sm text-ink-900"
              >
                <p className="font-semibold">These dates are not available.</p>
                <p className="mt-1">{unavailableBody(current.nights)}</p>
              </div>
            ) : null}
          </section>

          <section aria-labelledby={`${id}-guest`} className={card}>
            <h2 id={`${id}-guest`} className={sectionTitle}>
              Guest details
            </h2>
            <p className="mt-1 text-sm text-ink-600">
              The lead guest’s details; we send the confirmation to this e-mail address.
            </p>
            <div className="mt-5 grid gap-5">
              <FormField
                id={inputId("guestName")}
                name="guestName"
                label={FIELD_LABELS.guestName}
                autoComplete="name"
                required
                maxLength={100}
                defaultValue={guest.name}
                onInput={() => clearApiError("guestName")}
                error={errors.guestName}
              />
              <div className="grid gap-5 sm:grid-cols-2">
                <FormField
                  id={inputId("guestEmail")}
                  name="guestEmail"
                  label={FIELD_LABELS.guestEmail}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  autoCapitalize="none"
                  spellCheck={false}
                  required
                  defaultValue={guest.email}
                  onInput={() => clearApiError("guestEmail")}
                  error={errors.guestEmail}
                />
                <FormField
                  id={inputId("guestPhone")}
                  name="guestPhone"
                  label={FIELD_LABELS.guestPhone}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  required
                  placeholder="+233 24 123 4567"
                  hint="A Ghana number: +233 and 9 digits."
                  onInput={() => clearApiError("guestPhone")}
                  error={errors.guestPhone}
                />
              </div>
              <TextAreaField
                id={inputId("specialRequests")}
                name="specialRequests"
                label={
                  <>
                    Special requests <span className="font-normal text-ink-600">(optional)</span>
                  </>
                }
                hint="Arrival time, dietary needs, anything the host should know."
                maxLength={1000}
                rows={4}
                onInput={(event) => {
                  setRequestLength(event.currentTarget.value.length);
                  clearApiError("specialRequests");
                }}
                error={errors.specialRequests}
              />
              <p className="-mt-3 text-right text-xs text-ink-600">
                {requestLength} / 1,000 characters
              </p>
            </div>
          </section>

          <section aria-labelledby={`${id}-policy`} className={card}>
            <h2 id={`${id}-policy`} className={sectionTitle}>
              Cancellation policy
            </h2>
            <ul className="mt-3 space-y-1.5 text-sm text-ink-700">
              <li>
                <strong className="text-ink-900">7 or more days</strong> before check-in: the stay
                and its taxes are refunded in full.
              </li>
              <li>
                <strong className="text-ink-900">3 to 6 days</strong> before: half of the stay and
                taxes.
              </li>
              <li>
                <strong className="text-ink-900">Fewer than 3 days</strong>: no refund.
              </li>
              <li>The service fee is not refundable.</li>
            </ul>
          </section>
        </div>

        <aside className="lg:sticky lg:top-24">
          <div className={`${card} flex flex-col gap-5`}>
            <div className="flex gap-4">
              <div className="relative size-20 shrink-0 overflow-hidden rounded-xl bg-sand-200 sm:size-24">
                {listing.image ? (
                  <Photo
                    src={listing.image.url}
                    alt=""
                    sizes="6rem"
                    loading="eager"
                    className="object-cover"
                  />
                ) : (
                  <div className="kente-weave size-full" />
                )}
              </div>
              <div className="min-w-0">
                <p className="font-semibold leading-snug text-ink-900">{listing.title}</p>
                <p className="mt-1 text-sm text-ink-600">{listing.place}</p>
                <p className="mt-1 text-sm text-ink-600">
                  {formatGhs(listing.priceGHS)} {priceUnitLabel(listing.priceUnit)}
                </p>
              </div>
            </div>

            <div className="border-t border-sand-200 pt-5">
              <h2 className="mb-3 text-sm font-bold tracking-wide text-ink-900 uppercase">
                Price details
              </h2>
              <div aria-live="polite" aria-busy={checking}>
                {pricing ? (
                  <PriceBreakdown pricing={pricing} type={listing.type} />
                ) : checking ? (
                  <p className="flex items-center gap-2 text-sm text-ink-600">
                    <Spinner className="size-4" /> Checking the price for your dates…
                  </p>
                ) : current?.status === "error" ? (
                  <p className="text-sm text-ink-700">
                    We couldn’t check these dates.{" "}
                    <button
                      type="button"
                      onClick={() => setAttempt((value) => value + 1)}
                      className={`${textLink} rounded`}
                    >
                      Try again
                    </button>
                  </p>
                ) : current?.status === "unavailable" ? (
                  <p className="text-sm text-ink-700">No price: these dates are not available.</p>
                ) : (
                  <p className="text-sm text-ink-700">Choose your dates to see the price.</p>
                )}
              </div>
            </div>

            <div>
              <button type="submit" disabled={submitting} className={`${primaryButton} w-full`}>
                {submitting ? <Spinner /> : null}
                {submitting
                  ? "Opening the secure checkout…"
                  : pricing
                    ? `Confirm and pay ${formatGhs(pricing.total)}`
                    : "Confirm and pay"}
              </button>
              <p className="mt-3 text-center text-xs leading-relaxed text-ink-600">
                You’ll pay by card or Mobile Money on the secure checkout page. Your dates are held
                for you while you pay.
              </p>
            </div>
          </div>
        </aside>
      </UntilHydrated>
    </form>
  );
}

const card = "rounded-2xl border border-sand-200 bg-white p-5 shadow-card sm:p-6";
const sectionTitle = "font-display text-xl font-bold text-forest-900";

function range(from: number, to: number): number[] {
  const values: number[] = [];
  for (let n = from; n <= to; n++) values.push(n);
  return values;
}
