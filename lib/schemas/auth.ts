import { z } from "zod";

const email = z
  .email()
  .max(254)
  .transform((value) => value.toLowerCase());
const name = z.string().trim().min(1).max(100);

export const registerBody = z.strictObject({
  email,
  password: z.string().min(8).max(128),
  firstName: name,
  lastName: name,
});

export const loginBody = z.strictObject({
  email,
  password: z.string().min(1).max(128),
});

export const refreshBody = z.object({
  refreshToken: z.string().min(1).max(200).optional(),
});
