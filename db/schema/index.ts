export * from "./bookings";
export * from "./enums";
export * from "./favorites";
export * from "./listings";
export * from "./operations";
export * from "./payments";
export * from "./relations";
export * from "./users";
