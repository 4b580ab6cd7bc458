import { and, eq } from "drizzle-orm";
import type { Database, DbOrTx } from "@/db/client";
import { payoutMethods } from "@/db/schema";
import type { PayoutMethodType } from "@/lib/enums";
import { AppError, validationError } from "@/lib/errors";
import { PaymentProviderError } from "@/lib/providers/payment-provider";
import { PayoutAccountRejected, type PayoutProvider } from "@/lib/providers/payout-provider";
import { recordAudit } from "../admin/audit";
import { payoutBanks } from "./payout-banks";

type PayoutMethodRow = typeof payoutMethods.$inferSelect;

/** What a host and an admin see of a payout method: the account's last four digits. */
export function payoutMethodView(method: PayoutMethodRow) {
  return {
    id: method.id,
    type: method.type,
    bankCode: method.bankCode,
    bankName: method.bankName,
    accountNumberLast4: method.accountNumber.slice(-4),
    accountName: method.accountName,
    verified: method.verified,
    createdAt: method.createdAt,
  };
}

export interface GetPayoutMethodParams {
  hostId: string;
}

/** The host's current payout method, or null. */
export async function getPayoutMethod(db: DbOrTx, { hostId }: GetPayoutMethodParams) {
  const [method] = await db
    .select()
    .from(payoutMethods)
    .where(and(eq(payoutMethods.hostId, hostId), eq(payoutMethods.active, true)));
  return method ? payoutMethodView(method) : null;
}

export interface SetPayoutMethodParams {
  provider: PayoutProvider;
  hostId: string;
  type: PayoutMethodType;
  bankCode: string;
  accountNumber: string;
  accountName: string;
}

/**
 * Where the host is paid from now on: the bank (or mobile-money provider) must be one of the
 * provider's for that type; the account's name is the provider's when it can resolve it
 * (else the host's, unverified); the provider makes it a transfer recipient, and the new
 * method replaces the old one (kept for the payouts sent to it). Audited.
 */
export async function setPayoutMethod(db: Database, input: SetPayoutMethodParams) {
  const { provider, hostId, type, bankCode, accountNumber } = input;
  const recipient = await withProvider(async () => {
    const bank = (await payoutBanks({ provider, type })).find((one) => one.code === bankCode);
    if (!bank) {
      throw validationError(
        "bankCode",
        "unknown_bank",
        `No ${wordsOf(type)} has the code ${bankCode}`,
      );
    }
    const resolved = await provider.resolveAccount({ accountNumber, bankCode });
    const accountName = resolved?.accountName ?? input.accountName;
    try {
      const { recipientCode } = await provider.createRecipient({
        type,
        name: accountName,
        accountNumber,
        bankCode,
      });
      return { bank, accountName, verified: resolved !== null, recipientCode };
    } catch (error) {
      if (error instanceof PayoutAccountRejected) {
        throw validationError(
          "accountNumber",
          "rejected",
          `The account was refused: ${error.message}`,
        );
      }
      throw error;
    }
  });
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .update(payoutMethods)
      .set({ active: false })
      .where(and(eq(payoutMethods.hostId, hostId), eq(payoutMethods.active, true)))
      .returning({ id: payoutMethods.id });
    const [method] = await tx
      .insert(payoutMethods)
      .values({
        hostId,
        type,
        bankCode,
        bankName: recipient.bank.name,
        accountNumber,
        accountName: recipient.accountName,
        verified: recipient.verified,
        recipientCode: recipient.recipientCode,
      })
      .returning();
    if (!method) throw new Error("payout method not stored");
    await recordAudit(tx, {
      actorId: hostId,
      action: "payout_method.set",
      entityType: "user",
      entityId: hostId,
      before: previous ? { payoutMethodId: previous.id } : null,
      after: { payoutMethodId: method.id, type, bankCode, last4: accountNumber.slice(-4) },
    });
    return payoutMethodView(method);
  });
}

function wordsOf(type: PayoutMethodType): string {
  return type === "mobile_money" ? "mobile-money provider" : "bank";
}

/** A provider that cannot be reached is the error shape's 502, not a 500. */
async function withProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      throw new AppError(
        "PAYMENT_PROVIDER_ERROR",
        "The payment provider could not be reached; try again shortly",
      );
    }
    throw error;
  }
}
