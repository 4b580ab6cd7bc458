import type { DbOrTx } from "@/db/client";
import { AppError } from "@/lib/errors";
import { cancellationTerms } from "./cancellation-terms";

export interface CancellationPreviewParams {
  userId: string;
  reference: string;
}

/**
 * What cancelling now would bring: whether it is allowed (and if not, the code the
 * cancellation would answer) and the refund, so the page can show it before the guest confirms.
 */
export async function cancellationPreview(
  db: DbOrTx,
  { userId, reference }: CancellationPreviewParams,
) {
  try {
    const { refund } = await cancellationTerms(db, {
      reference,
      canceller: { kind: "guest", userId },
    });
    return {
      cancellable: true,
      refusal: null,
      refund: {
        eligible: refund.eligible,
        amount: refund.eligible ? refund.amount : "0.00",
        currency: "GHS",
        fraction: refund.fraction,
        daysBeforeCheckIn: refund.daysBeforeCheckIn,
      },
    };
  } catch (error) {
    if (
      error instanceof AppError &&
      (error.code === "ALREADY_CANCELLED" || error.code === "CANNOT_CANCEL")
    ) {
      return {
        cancellable: false,
        refusal: { code: error.code, message: error.message },
        refund: {
          eligible: false,
          amount: "0.00",
          currency: "GHS",
          fraction: 0,
          daysBeforeCheckIn: null,
        },
      };
    }
    throw error;
  }
}
