/** The look of a section's heading on the reference's pages. */
export const sectionHeading = "font-display text-2xl font-bold tracking-tight text-forest-900";

/** The look of a page's title on the reference's pages. */
export const pageTitle =
  "font-display text-3xl font-bold tracking-tight text-forest-900 sm:text-4xl";
