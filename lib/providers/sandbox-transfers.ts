// The embedded payout provider used when no PAYSTACK_SECRET_KEY is set: a fixed list of
// Ghana's wallets and banks, made-up account names, and for each transfer a signed
// `transfer.success` delivered to the app's own webhook a moment later, as Paystack would.
import { randomBytes } from "node:crypto";
import {
  type CreateRecipientInput,
  checkTransferInput,
  PayoutAccountRejected,
  type PayoutBank,
  type PayoutMethodType,
  type PayoutProvider,
  type TransferInput,
  type TransferResult,
} from "./payout-provider";
import { transferEvent } from "./paystack-events";
import { deliverSandboxEvent, SANDBOX_SECRET_KEY } from "./sandbox";

/**
 * The sandbox's own list. The wallets carry Paystack's Ghana mobile-money codes; the bank
 * codes follow the GhIPSS sort-code pattern but are the sandbox's, not a promise about
 * Paystack's list.
 */
export const SANDBOX_BANKS: readonly PayoutBank[] = [
  { name: "MTN Mobile Money", code: "MTN", type: "mobile_money" },
  { name: "Telecel Cash", code: "VOD", type: "mobile_money" },
  { name: "AirtelTigo Money", code: "ATL", type: "mobile_money" },
  { name: "GCB Bank", code: "040100", type: "ghipss" },
  { name: "Ecobank Ghana", code: "130100", type: "ghipss" },
  { name: "Fidelity Bank Ghana", code: "240100", type: "ghipss" },
  { name: "Stanbic Bank Ghana", code: "190100", type: "ghipss" },
];

const ACCOUNT_NUMBER = /^\d{8,16}$/;

export interface SandboxTransfersOptions {
  appUrl: string;
  secret?: string;
  /** How long after a transfer its `transfer.success` event is delivered. */
  transferDelayMs?: number;
  fetch?: typeof fetch;
}

export class SandboxTransfers implements PayoutProvider {
  readonly name = "sandbox";
  private readonly appUrl: string;
  private readonly secret: string;
  private readonly transferDelayMs: number;
  private readonly fetchImpl?: typeof fetch;
  /** The process's transfers by reference, so a repeated reference is the same transfer. */
  private readonly transfers = new Map<string, TransferResult>();

  constructor(options: SandboxTransfersOptions) {
    this.appUrl = options.appUrl.replace(/\/+$/, "");
    this.secret = options.secret ?? SANDBOX_SECRET_KEY;
    this.transferDelayMs = options.transferDelayMs ?? 1500;
    this.fetchImpl = options.fetch;
  }

  async listBanks(type: PayoutMethodType): Promise<PayoutBank[]> {
    return SANDBOX_BANKS.filter((bank) => bank.type === type);
  }

  // Like Paystack in Ghana: wallets resolve, banks cannot be verified.
  async resolveAccount(input: {
    accountNumber: string;
    bankCode: string;
  }): Promise<{ accountName: string } | null> {
    const bank = SANDBOX_BANKS.find((candidate) => candidate.code === input.bankCode);
    if (bank?.type !== "mobile_money" || !ACCOUNT_NUMBER.test(input.accountNumber)) return null;
    return { accountName: `Sandbox Account ${input.accountNumber.slice(-4)}` };
  }

  async createRecipient(input: CreateRecipientInput): Promise<{ recipientCode: string }> {
    const bank = SANDBOX_BANKS.find((candidate) => candidate.code === input.bankCode);
    if (bank?.type !== input.type) {
      throw new PayoutAccountRejected(`Unknown ${input.type} bank code: ${input.bankCode}`);
    }
    if (!ACCOUNT_NUMBER.test(input.accountNumber)) {
      throw new PayoutAccountRejected("Account number is invalid");
    }
    return { recipientCode: `RCP_sandbox_${randomBytes(8).toString("hex")}` };
  }

  async transfer(input: TransferInput): Promise<TransferResult> {
    checkTransferInput(input);
    const known = this.transfers.get(input.reference);
    if (known) return { ...known };

    const result: TransferResult = {
      transferCode: `TRF_sandbox_${randomBytes(8).toString("hex")}`,
      status: "pending",
    };
    this.transfers.set(input.reference, result);
    const timer = setTimeout(() => {
      result.status = "success";
      const event = transferEvent("success", {
        reference: input.reference,
        transferCode: result.transferCode,
        amountPesewas: input.amountPesewas,
        recipientCode: input.recipientCode,
        reason: input.reason,
      });
      void deliverSandboxEvent(event, {
        appUrl: this.appUrl,
        secret: this.secret,
        fetch: this.fetchImpl,
      });
    }, this.transferDelayMs);
    timer.unref();
    return { ...result };
  }
}
