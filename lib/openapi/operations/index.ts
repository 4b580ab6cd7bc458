import type { Operation } from "../operation";
import { accountOperations } from "./accounts";
import { adminBookingOperations } from "./admin-bookings";
import { adminDashboardOperations } from "./admin-dashboard";
import { adminListingOperations } from "./admin-listings";
import { adminUserOperations } from "./admin-users";
import { bookingOperations } from "./bookings";
import { catalogOperations } from "./catalog";
import { favoriteOperations } from "./favorites";
import { paymentOperations } from "./payments";
import { platformOperations } from "./platform";

/** Every operation under app/api, in the reference's order (tests/integration/openapi.test.ts checks). */
export const OPERATIONS: readonly Operation[] = [
  ...catalogOperations,
  ...accountOperations,
  ...bookingOperations,
  ...paymentOperations,
  ...favoriteOperations,
  ...adminListingOperations,
  ...adminBookingOperations,
  ...adminUserOperations,
  ...adminDashboardOperations,
  ...platformOperations,
];
