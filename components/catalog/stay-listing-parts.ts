// A stay's listing page's lazy parts, its booking state and the card's dates, as one module so
// they arrive in one chunk (outing-listing-parts.ts says why): an activity's page carries
// neither.
export { StayChoice } from "./stay-choice";
export { StayProvider } from "./stay-state";
