// An activity's listing page's lazy parts, its booking state and the card's date and start, as
// one module so they arrive in one chunk: imported apart, each chunk carried its own copy of
// what they share (the state, the date helpers), about 2 KB twice (decisions.md, "Phones").
export { OutingChoice } from "./outing-choice";
export { OutingProvider } from "./outing-state";
