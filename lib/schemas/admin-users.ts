import { z } from "zod";
import { paginationQuery } from "@/lib/schemas/pagination";
import { ROLES } from "../enums";
import { recordId, searchableText } from "./common";

/** GET /api/admin/users: `search` is matched case-insensitively against names and e-mail. */
export const adminUsersQuery = z.object({
  role: z.enum(ROLES).optional(),
  search: searchableText(100).optional(),
  ...paginationQuery({ defaultLimit: 20, maxLimit: 100 }),
});

export const userIdParams = z.object({ id: recordId });

export const changeUserRoleBody = z.strictObject({ role: z.enum(ROLES) });
