import {
  FilterBar,
  FilterField,
  FilterSelect,
  inputClass,
  StatusFilter,
} from "@/components/admin/filter-bar";
import {
  activeFilters,
  dateParam,
  enumParam,
  idParam,
  type RawSearchParams,
} from "@/components/admin/query";
import { Notice } from "@/components/admin/ui";
import { BOOKING_STATUS, choicesOf } from "@/components/format/labels";
import { BOOKING_STATUSES } from "@/lib/enums";

// The filters of a bookings list (the admin's, a host's): status, listing and a date window,
// read from the address and written back into a plain GET form.

/** The filters the address asks for; a reversed window keeps its start only. */
export function bookingFiltersOf(raw: RawSearchParams) {
  const status = enumParam(raw.status, BOOKING_STATUSES);
  const startDate = dateParam(raw.startDate);
  let endDate = dateParam(raw.endDate);
  const listingId = idParam(raw.listingId);
  const reversed = startDate !== undefined && endDate !== undefined && endDate < startDate;
  if (reversed) endDate = undefined;
  const { params, anyFilter } = activeFilters({ status, startDate, endDate, listingId });
  return {
    filters: { status, startDate, endDate, listingId },
    reversed,
    /** The end date as typed, shown again when it was dropped for being reversed. */
    typedEndDate: dateParam(raw.endDate),
    params,
    anyFilter,
  };
}

export type BookingFilterState = ReturnType<typeof bookingFiltersOf>;

interface BookingFiltersProps {
  /** The list's own page, where the form submits. */
  action: string;
  state: BookingFilterState;
  listings: Array<{ id: string; title: string }>;
}

export function BookingFilters({ action, state, listings }: BookingFiltersProps) {
  const { filters, reversed, typedEndDate, anyFilter } = state;
  return (
    <>
      <FilterBar
        action={action}
        label="Filter bookings"
        clearHref={anyFilter || reversed ? action : undefined}
      >
        <StatusFilter
          value={filters.status}
          options={choicesOf(BOOKING_STATUSES, BOOKING_STATUS)}
        />
        <FilterSelect
          id="filter-listing"
          label="Listing"
          className="w-full sm:w-72"
          name="listingId"
          value={filters.listingId}
          anyLabel="Any listing"
          options={listings.map((choice) => ({ value: choice.id, label: choice.title }))}
        />
        <FilterField
          id="filter-start"
          label="Staying from"
          className="w-[calc(50%-0.375rem)] sm:w-44"
        >
          <input
            id="filter-start"
            name="startDate"
            type="date"
            defaultValue={filters.startDate ?? ""}
            aria-describedby="filter-dates-hint"
            className={inputClass}
          />
        </FilterField>
        <FilterField
          id="filter-end"
          label="Staying until"
          className="w-[calc(50%-0.375rem)] sm:w-44"
        >
          <input
            id="filter-end"
            name="endDate"
            type="date"
            defaultValue={reversed ? (typedEndDate ?? "") : (filters.endDate ?? "")}
            aria-describedby="filter-dates-hint"
            aria-invalid={reversed || undefined}
            className={inputClass}
          />
        </FilterField>
        <p id="filter-dates-hint" className="w-full text-sm text-ink-600 sm:order-last">
          Dates find stays with at least one night in the range, both days included.
        </p>
      </FilterBar>

      {reversed ? (
        <div className="mb-5">
          <Notice tone="problem" title="The date range is reversed">
            “Staying until” is before “Staying from”, so only the start date is applied.
          </Notice>
        </div>
      ) : null}
    </>
  );
}
