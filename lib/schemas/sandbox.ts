import { z } from "zod";
import { SANDBOX_CHANNELS } from "../enums";

export const sandboxCheckoutForm = z.object({
  outcome: z.enum(["pay", "decline"]),
  channel: z.enum(SANDBOX_CHANNELS).default("card"),
});
