import { describe, expect, it } from "vitest";
import { renderBookingCancelled } from "./templates/booking-cancelled";
import { type BookingEmailData, renderBookingConfirmed } from "./templates/booking-confirmed";
import { renderCalendarConflict } from "./templates/calendar-conflict";
import { escapeHtml } from "./templates/format";
import { type HostNoticeData, renderHostNotice } from "./templates/host-booking-notice";

const confirmed: BookingEmailData = {
  reference: "BK-7K3M9QXA",
  guestName: "Ama Mensah",
  listingTitle: "Labadi Beach Villa",
  address: "12 Beach Road, Labadi, Accra",
  type: "ACCOMMODATION",
  checkIn: "2026-12-04",
  checkOut: "2026-12-07",
  startTime: null,
  nights: 3,
  adults: 2,
  children: 1,
  checkInTime: "14:00",
  checkOutTime: "11:00",
  durationHours: null,
  priceUnit: "PER_NIGHT",
  pricePerNight: "850.00",
  subtotal: "2550.00",
  serviceFee: "255.00",
  taxes: "318.75",
  total: "3123.75",
  appUrl: "http://localhost:3000/",
};

describe("formatting", () => {
  it("escapes the five HTML characters", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });
});

describe("renderBookingConfirmed", () => {
  const { subject, html, text } = renderBookingConfirmed(confirmed);

  it("names the booking in the subject", () => {
    expect(subject).toBe("Booking confirmed: Labadi Beach Villa (BK-7K3M9QXA)");
  });

  it.each([
    "BK-7K3M9QXA",
    "Labadi Beach Villa",
    "Fri 4 Dec 2026, from 14:00",
    "Mon 7 Dec 2026, by 11:00",
    "2 adults, 1 child",
    "12 Beach Road, Labadi, Accra",
    "GH₵ 850 × 3 nights",
    "GH₵ 2,550",
    "GH₵ 255",
    "GH₵ 318.75",
    "GH₵ 3,123.75",
    "http://localhost:3000/trips/BK-7K3M9QXA",
  ])("HTML and text both show %s", (fragment) => {
    expect(html).toContain(fragment);
    expect(text).toContain(fragment);
  });

  it("is a complete, accessible document", () => {
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`<title>${subject}</title>`);
    expect(html).toContain('<th scope="row"');
    expect(html).toContain('href="http://localhost:3000/trips/BK-7K3M9QXA"');
    expect(html).not.toMatch(/<style|<script|class=/);
  });

  it("has a text twin without markup", () => {
    expect(text).not.toMatch(/<[a-z]/i);
    expect(text).toContain("Total paid: GH₵ 3,123.75");
  });

  it("leaves the address out when the listing has none", () => {
    const rendered = renderBookingConfirmed({ ...confirmed, address: "  " });
    expect(rendered.text).not.toContain("Address:");
  });

  it("escapes every interpolated value", () => {
    const hostile = renderBookingConfirmed({
      ...confirmed,
      reference: 'BK-"><b>',
      guestName: "Kofi <img src=x onerror=alert(1)>",
      listingTitle: "<script>alert('x')</script> Villa & Co",
      address: '"><a href="javascript:alert(1)">',
      checkInTime: "<i>14:00</i>",
    });
    expect(hostile.html).not.toContain("<script>");
    expect(hostile.html).not.toContain("<img");
    expect(hostile.html).not.toContain("<b>");
    expect(hostile.html).not.toContain("<i>");
    expect(hostile.html).not.toContain('"><a href="javascript');
    expect(hostile.html).toContain(
      "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; Villa &amp; Co",
    );
    expect(hostile.html).toContain("Kofi &lt;img src=x onerror=alert(1)&gt;");
    expect(hostile.html).toContain('href="http://localhost:3000/trips/BK-%22%3E%3Cb%3E"');
    // The text twin is plain text: shown as written.
    expect(hostile.text).toContain("<script>alert('x')</script> Villa & Co");
  });

  it("keeps the subject on one line", () => {
    const rendered = renderBookingConfirmed({ ...confirmed, listingTitle: "Villa\r\nBcc: x@y" });
    expect(rendered.subject).toBe("Booking confirmed: Villa Bcc: x@y (BK-7K3M9QXA)");
  });
});

// A one-day canopy walk at 09:00 for two, GH₵ 180 a person: 360 + 36 fee + 45 taxes.
const canopyWalk: BookingEmailData = {
  ...confirmed,
  listingTitle: "Kakum Canopy Walk",
  address: "Kakum National Park, Abrafo",
  type: "ACTIVITY",
  checkIn: "2026-12-14",
  checkOut: "2026-12-15",
  startTime: "09:00",
  nights: 1,
  adults: 2,
  children: 0,
  durationHours: 3,
  priceUnit: "PER_PERSON",
  pricePerNight: "180.00",
  subtotal: "360.00",
  serviceFee: "36.00",
  taxes: "45.00",
  total: "441.00",
};

describe("renderBookingConfirmed for an activity or experience", () => {
  it.each<[string, BookingEmailData, string, string]>([
    [
      "a one-day walk at a start, by the person",
      canopyWalk,
      "Mon 14 Dec 2026, 09:00 · 2 people · 3 hours",
      "GH₵ 180 × 2 people: GH₵ 360",
    ],
    [
      "a three-day experience any time, by the group",
      {
        ...canopyWalk,
        type: "EXPERIENCE",
        checkOut: "2026-12-17",
        startTime: null,
        nights: 3,
        adults: 3,
        children: 1,
        durationHours: null,
        priceUnit: "PER_GROUP",
        pricePerNight: "360.00",
      },
      "Mon 14 – Wed 16 Dec 2026, any time · 4 people · 3 days",
      "GH₵ 360 × 1 group: GH₵ 360",
    ],
  ])("%s: when, who, how long and the price", (_case, data, when, price) => {
    const { html, text } = renderBookingConfirmed(data);
    expect(text).toContain(`When: ${when}`);
    expect(text).toContain(price);
    expect(html).toContain(when);
  });

  it("says nothing of nights or check-in and check-out", () => {
    const { html, text } = renderBookingConfirmed(canopyWalk);
    for (const rendered of [html, text]) {
      expect(rendered).not.toMatch(/night|check-in|check-out|your stay/i);
    }
    expect(text).toContain("You are booked on Kakum Canopy Walk.");
    expect(text).toContain("Address: Kakum National Park, Abrafo");
    expect(html).toContain("Kakum Canopy Walk, Mon 14 Dec 2026, 09:00. Reference BK-7K3M9QXA.");
  });
});

describe("renderBookingCancelled", () => {
  const base = {
    reference: "BK-7K3M9QXA",
    guestName: "Ama Mensah",
    listingTitle: "Labadi Beach Villa",
    type: "ACCOMMODATION" as const,
    checkIn: "2026-12-04",
    checkOut: "2026-12-07",
    startTime: null,
    nights: 3,
    adults: 2,
    children: 1,
    durationHours: null,
    reason: "Change of plans",
    appUrl: "http://localhost:3000",
  };

  it("shows the booking, the reason and the refund on its way", () => {
    const { subject, html, text } = renderBookingCancelled({
      ...base,
      refund: { eligible: true, amount: "2868.75" },
    });
    expect(subject).toBe("Booking cancelled: Labadi Beach Villa (BK-7K3M9QXA)");
    for (const fragment of [
      "BK-7K3M9QXA",
      "Labadi Beach Villa",
      "Fri 4 Dec 2026 to Mon 7 Dec 2026 (3 nights)",
      "Change of plans",
      "A refund of GH₵ 2,868.75 is on its way",
      "GH₵ 2,868.75, on its way",
      "http://localhost:3000/trips/BK-7K3M9QXA",
    ]) {
      expect(html).toContain(fragment);
      expect(text).toContain(fragment);
    }
  });

  it.each([
    ["not eligible", { eligible: false, amount: "0.00" }],
    ["a zero amount", { eligible: true, amount: "0.00" }],
  ])("says there is no refund when %s", (_case, refund) => {
    const { html, text } = renderBookingCancelled({ ...base, refund });
    expect(text).toContain("No refund is due for this booking.");
    expect(text).toContain("Refund: None");
    expect(html).not.toContain("on its way");
  });

  it("leaves the reason out when none was given", () => {
    const { text } = renderBookingCancelled({
      ...base,
      reason: null,
      refund: { eligible: false, amount: "0.00" },
    });
    expect(text).not.toContain("Reason:");
  });

  it("escapes the reason and the title", () => {
    const { html } = renderBookingCancelled({
      ...base,
      listingTitle: "<script>x</script>",
      reason: "</td><script>steal()</script>",
      refund: { eligible: false, amount: "0.00" },
    });
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;/td&gt;&lt;script&gt;steal()&lt;/script&gt;");
  });
});

describe("renderBookingCancelled by the host", () => {
  it("says the host cancelled and everything paid comes back", () => {
    const { text } = renderBookingCancelled({
      reference: "BK-7K3M9QXA",
      guestName: "Ama Mensah",
      listingTitle: "Labadi Beach Villa",
      type: "ACCOMMODATION",
      checkIn: "2026-12-04",
      checkOut: "2026-12-07",
      startTime: null,
      nights: 3,
      adults: 2,
      children: 0,
      durationHours: null,
      reason: "Burst pipe",
      refund: { eligible: true, amount: "3123.75" },
      byHost: true,
      appUrl: "http://localhost:3000",
    });
    expect(text).toContain("your host had to cancel your booking at Labadi Beach Villa");
    expect(text).toContain("GH₵ 3,123.75, on its way");
  });
});

describe("renderHostNotice", () => {
  const notice: HostNoticeData = {
    kind: "confirmed",
    hostName: "Kofi's Places",
    reference: "BK-7K3M9QXA",
    guestFirstName: "Ama",
    listingTitle: "Labadi Beach Villa",
    type: "ACCOMMODATION",
    checkIn: "2026-12-04",
    checkOut: "2026-12-07",
    startTime: null,
    nights: 3,
    adults: 2,
    children: 1,
    durationHours: null,
    subtotal: "2550.00",
    reason: "Change of plans",
    appUrl: "http://localhost:3000/",
  };

  it("tells the host of a new booking, its dates, party and earnings, without contact", () => {
    const { subject, html, text } = renderHostNotice(notice);
    expect(subject).toBe("New booking: Labadi Beach Villa (BK-7K3M9QXA)");
    for (const fragment of [
      "Hello Kofi&#39;s Places,",
      "Ama booked Labadi Beach Villa and paid.",
      "Fri 4 Dec 2026 to Mon 7 Dec 2026 (3 nights)",
      "2 adults, 1 child",
      "GH₵ 2,550",
      "http://localhost:3000/host/bookings/BK-7K3M9QXA",
    ]) {
      expect(html).toContain(fragment);
    }
    expect(text).toContain("Hello Kofi's Places,");
    expect(text).not.toContain("Change of plans");
  });

  it("tells the host of a cancellation with its reason, not earnings", () => {
    const { subject, text } = renderHostNotice({ ...notice, kind: "cancelled" });
    expect(subject).toBe("Booking cancelled: Labadi Beach Villa (BK-7K3M9QXA)");
    expect(text).toContain("Reason: Change of plans");
    expect(text).not.toContain("Your earnings");
  });

  it("speaks of an activity by its start", () => {
    const { text } = renderHostNotice({
      ...notice,
      type: "ACTIVITY",
      checkOut: "2026-12-05",
      startTime: "09:00",
      nights: 1,
      durationHours: 3,
    });
    expect(text).toContain("When: Fri 4 Dec 2026, 09:00");
    expect(text).not.toContain("nights");
  });
});

describe("renderBookingCancelled for an activity", () => {
  it("says when, who and how long, not the nights", () => {
    const { html, text } = renderBookingCancelled({
      reference: "BK-7K3M9QXA",
      guestName: "Ama Mensah",
      listingTitle: "Kakum Canopy Walk",
      type: "ACTIVITY",
      checkIn: "2026-12-14",
      checkOut: "2026-12-15",
      startTime: "09:00",
      nights: 1,
      adults: 2,
      children: 0,
      durationHours: 3,
      reason: null,
      refund: { eligible: true, amount: "405.00" },
      appUrl: "http://localhost:3000",
    });
    expect(text).toContain("When: Mon 14 Dec 2026, 09:00 · 2 people · 3 hours");
    expect(html).toContain("Mon 14 Dec 2026, 09:00 · 2 people · 3 hours");
    for (const rendered of [html, text]) expect(rendered).not.toMatch(/night|Dates/);
  });
});

describe("renderCalendarConflict", () => {
  const conflict = {
    hostName: "Kofi's Places",
    feedName: "Airbnb <script>",
    listingTitle: "Labadi Beach Villa",
    reference: "BK-7K3M9QXA",
    nights: ["2026-12-04", "2026-12-05"],
    calendarUrl: "http://localhost:3000/host/listings/abc#calendar",
  };

  it("names the channel, the booking and the nights, and says nothing was changed here", () => {
    const { subject, html, text } = renderCalendarConflict(conflict);
    expect(subject).toBe("Calendar conflict: Airbnb <script> and booking BK-7K3M9QXA");
    expect(text).toContain(
      "Airbnb <script>'s calendar says 2 nights of Labadi Beach Villa are taken that booking BK-7K3M9QXA already holds here.",
    );
    expect(text).toContain("Nights: Fri 4 Dec 2026 to Sat 5 Dec 2026");
    expect(text).toContain("Nothing was changed on Akwaaba");
    expect(html).toContain("Airbnb &lt;script&gt;");
    expect(html).not.toContain("<script>");
    expect(html).toContain("http://localhost:3000/host/listings/abc#calendar");
  });

  it("speaks of one night as one", () => {
    const { text } = renderCalendarConflict({ ...conflict, nights: ["2026-12-04"] });
    expect(text).toContain("says 1 night of Labadi Beach Villa is taken");
    expect(text).toContain("Nights: Fri 4 Dec 2026\n");
  });
});
