// Paystack Transfers (https://paystack.com/docs/transfers/): banks, account resolution,
// recipients and transfers in GHS, through the shared PaystackHttp.
import { z } from "zod";
import { PaymentProviderError } from "./payment-provider";
import {
  type CreateRecipientInput,
  checkTransferInput,
  PayoutAccountRejected,
  type PayoutBank,
  type PayoutMethodType,
  type PayoutProvider,
  TRANSFER_STATUSES,
  type TransferInput,
  type TransferResult,
} from "./payout-provider";
import { pesewasSchema } from "./paystack-events";
import { type PaystackClientOptions, PaystackHttp } from "./paystack-http";

const bankListSchema = z.array(
  z.looseObject({
    name: z.string().min(1),
    code: z.string().min(1),
    type: z.string().nullish(),
    active: z.boolean().nullish(),
    is_deleted: z.boolean().nullish(),
  }),
);

const resolveDataSchema = z.looseObject({ account_name: z.string().nullish() });

const recipientDataSchema = z.looseObject({ recipient_code: z.string().min(1) });

const transferDataSchema = z.looseObject({
  transfer_code: z.string().min(1),
  status: z.enum(TRANSFER_STATUSES),
});

const verifiedTransferDataSchema = transferDataSchema.extend({ amount: pesewasSchema });

/**
 * The answers Paystack gives about an account it cannot handle: an unsupported bank for
 * resolve, an invalid account or bank code for a recipient. 401, 403 and 429 are ours to fix,
 * not the account's, and stay errors.
 */
const ACCOUNT_REFUSALS = new Set([400, 404, 422]);

function isAccountRefusal(error: unknown): error is PaymentProviderError {
  return (
    error instanceof PaymentProviderError &&
    error.failure === "http" &&
    error.status !== undefined &&
    ACCOUNT_REFUSALS.has(error.status)
  );
}

function isDuplicateReference(error: unknown): boolean {
  return (
    error instanceof PaymentProviderError &&
    error.failure === "http" &&
    error.status !== undefined &&
    error.status >= 400 &&
    error.status < 500 &&
    /duplicate|already exists/i.test(error.providerMessage ?? "")
  );
}

export class PaystackTransfers implements PayoutProvider {
  readonly name = "paystack";
  private readonly http: PaystackHttp;

  constructor(options: PaystackClientOptions) {
    this.http = new PaystackHttp(options);
  }

  async listBanks(type: PayoutMethodType): Promise<PayoutBank[]> {
    const query = new URLSearchParams({ country: "ghana", type, currency: "GHS", perPage: "100" });
    const banks = await this.http.request("GET", `/bank?${query}`, bankListSchema);
    return banks
      .filter((bank) => bank.type === type && bank.active !== false && bank.is_deleted !== true)
      .map((bank) => ({ name: bank.name, code: bank.code, type }));
  }

  async resolveAccount(input: {
    accountNumber: string;
    bankCode: string;
  }): Promise<{ accountName: string } | null> {
    const query = new URLSearchParams({
      account_number: input.accountNumber,
      bank_code: input.bankCode,
    });
    try {
      const data = await this.http.request("GET", `/bank/resolve?${query}`, resolveDataSchema);
      return data.account_name ? { accountName: data.account_name } : null;
    } catch (error) {
      if (isAccountRefusal(error)) return null;
      throw error;
    }
  }

  async createRecipient(input: CreateRecipientInput): Promise<{ recipientCode: string }> {
    try {
      const data = await this.http.request("POST", "/transferrecipient", recipientDataSchema, {
        type: input.type,
        name: input.name,
        account_number: input.accountNumber,
        bank_code: input.bankCode,
        currency: "GHS",
      });
      return { recipientCode: data.recipient_code };
    } catch (error) {
      if (isAccountRefusal(error)) {
        throw new PayoutAccountRejected(error.providerMessage ?? "Paystack refused the account");
      }
      throw error;
    }
  }

  async transfer(input: TransferInput): Promise<TransferResult> {
    checkTransferInput(input);
    try {
      const data = await this.http.request("POST", "/transfer", transferDataSchema, {
        source: "balance",
        amount: input.amountPesewas,
        recipient: input.recipientCode,
        reference: input.reference,
        reason: input.reason,
        currency: "GHS",
      });
      return { transferCode: data.transfer_code, status: data.status };
    } catch (error) {
      if (isDuplicateReference(error)) return this.existingTransfer(input);
      throw error;
    }
  }

  /** The transfer a reused reference already names, refusing it if it is another amount. */
  private async existingTransfer(input: TransferInput): Promise<TransferResult> {
    const path = `/transfer/verify/${encodeURIComponent(input.reference)}`;
    const data = await this.http.request("GET", path, verifiedTransferDataSchema);
    if (data.amount !== input.amountPesewas) {
      throw new PaymentProviderError(
        "invalid_response",
        `Paystack: reference ${input.reference} already names a transfer of ${data.amount} pesewas, not ${input.amountPesewas}`,
      );
    }
    return { transferCode: data.transfer_code, status: data.status };
  }
}
