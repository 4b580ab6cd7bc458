// Calendar dates as ISO strings "YYYY-MM-DD". Ghana keeps UTC all year, so every date here is UTC.
// Arithmetic uses day numbers (days since 1970-01-01) computed by integer formulas, not Date
// objects, so no time zone or two-digit-year quirk can creep in.

export const MAX_STAY_NIGHTS = 365;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

function daysInMonth(y: number, m: number): number {
  if (m === 2) return isLeapYear(y) ? 29 : 28;
  return [4, 6, 9, 11].includes(m) ? 30 : 31;
}

function parse(s: string): { y: number; m: number; d: number } | null {
  const match = ISO_DATE.exec(s);
  if (!match) return null;
  const y = Number(match[1]);
  const m = Number(match[2]);
  const d = Number(match[3]);
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null;
  return { y, m, d };
}

// Howard Hinnant's days_from_civil / civil_from_days (proleptic Gregorian calendar).
function dayNumberOf(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

function fromDayNumber(z: number): string {
  const zz = z + 719_468;
  const era = Math.floor(zz / 146_097);
  const doe = zz - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  if (y < 0 || y > 9999) throw new RangeError(`Date out of range: year ${y}`);
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

function toDayNumber(date: string): number {
  const p = parse(date);
  if (!p) throw new RangeError(`Not an ISO date (YYYY-MM-DD): ${JSON.stringify(date)}`);
  return dayNumberOf(p.y, p.m, p.d);
}

/** True for a real calendar date written YYYY-MM-DD ("2026-02-30" is false). */
export function isIsoDate(s: string): boolean {
  return typeof s === "string" && parse(s) !== null;
}

export function todayUtc(now: Date = new Date()): string {
  const ms = now.getTime();
  if (!Number.isFinite(ms)) throw new RangeError("Invalid Date");
  return fromDayNumber(Math.floor(ms / MS_PER_DAY));
}

export function addDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`Days must be an integer: ${days}`);
  return fromDayNumber(toDayNumber(date) + days);
}

/** A month "2026-06" moved by `months` ("2026-12", 1 → "2027-01"). */
export function addMonths(month: string, months: number): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  const index = match ? Number(match[1]) * 12 + Number(match[2]) - 1 + months : Number.NaN;
  if (!Number.isInteger(index) || index < 0 || index > 9999 * 12 + 11) {
    throw new RangeError(
      `Not a month (YYYY-MM) or out of range: ${JSON.stringify(month)} + ${months}`,
    );
  }
  const year = String(Math.floor(index / 12)).padStart(4, "0");
  return `${year}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** to − from in whole days; negative when `to` is before `from`. */
export function daysBetween(from: string, to: string): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** The nights a stay occupies: checkIn … checkOut − 1 (the check-out day is free again). */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const start = toDayNumber(checkIn);
  const end = toDayNumber(checkOut);
  const nights: string[] = [];
  for (let day = start; day < end; day++) nights.push(fromDayNumber(day));
  return nights;
}

export type StayValidation =
  | { ok: true; nights: number }
  | { ok: false; field: "checkIn" | "checkOut"; constraint: string };

export function validateStay(checkIn: string, checkOut: string, today: string): StayValidation {
  if (!isIsoDate(checkIn)) return { ok: false, field: "checkIn", constraint: "date" };
  if (!isIsoDate(checkOut)) return { ok: false, field: "checkOut", constraint: "date" };
  const nights = daysBetween(checkIn, checkOut);
  if (nights <= 0) return { ok: false, field: "checkOut", constraint: "date_after" };
  if (daysBetween(today, checkIn) < 0) {
    return { ok: false, field: "checkIn", constraint: "not_in_past" };
  }
  if (nights > MAX_STAY_NIGHTS) return { ok: false, field: "checkOut", constraint: "max_nights" };
  return { ok: true, nights };
}

/**
 * The last possible check-out of a stay from `checkIn`: MAX_STAY_NIGHTS later, or `until`,
 * or the first taken night after check-in (a stay may end on the morning of a taken night),
 * whichever comes first.
 */
export function latestCheckOut(checkIn: string, taken: ReadonlySet<string>, until: string): string {
  const limit = addDays(checkIn, MAX_STAY_NIGHTS);
  const last = limit < until ? limit : until;
  for (let night = addDays(checkIn, 1); night < last; night = addDays(night, 1)) {
    if (taken.has(night)) return night;
  }
  return last;
}
