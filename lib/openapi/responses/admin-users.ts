// Users as administrators see and change them.
import { z } from "zod";
import { ROLES } from "@/lib/enums";
import { profile } from "./accounts";
import { count, recordId, timestamp } from "./common";

export const adminUser = z
  .object({
    id: recordId,
    email: z.email(),
    role: z.enum(ROLES),
    createdAt: timestamp,
    profile,
    _count: z.object({ bookings: count, favorites: count }),
  })
  .meta({ id: "AdminUser" });

export const roleChange = z.object({ id: recordId, email: z.email(), role: z.enum(ROLES) });
