// The site's text links, as class names. Apart from the buttons (button-styles.ts): a client
// component that draws a button, such as the error page, does not carry these.

export const textLink =
  "font-semibold text-forest-700 underline decoration-gold-500 decoration-2 underline-offset-4 hover:text-forest-900";

/** A small link or control grown to the 44 × 44 px a finger needs, on a phone (below md). */
export const phoneTapTarget =
  "max-md:inline-flex max-md:min-h-11 max-md:min-w-11 max-md:items-center";

/** A link in a dense table or list, with a quieter underline; 44 × 44 px on a phone. */
export const tableLink = `font-semibold text-forest-700 underline decoration-forest-300 underline-offset-2 hover:text-forest-900 hover:decoration-forest-700 ${phoneTapTarget}`;
