import type { PayoutMethodType } from "@/lib/enums";
import type { PayoutBank, PayoutProvider } from "@/lib/providers/payout-provider";
import { recentResult } from "../cache/recent-result";

/** The provider's banks change a few times a year: a day's copy spares a call per form. */
const BANKS_MAX_AGE_SECONDS = 24 * 3600;

const banksOf = (type: PayoutMethodType) =>
  recentResult(async (provider: PayoutProvider): Promise<PayoutBank[]> => {
    const banks = await provider.listBanks(type);
    return [...banks].sort((a, b) => a.name.localeCompare(b.name));
  });

const CACHES: Record<PayoutMethodType, ReturnType<typeof banksOf>> = {
  mobile_money: banksOf("mobile_money"),
  ghipss: banksOf("ghipss"),
};

export interface PayoutBanksParams {
  provider: PayoutProvider;
  type: PayoutMethodType;
}

/** The mobile-money providers or GhIPSS banks a host may be paid through, by name. */
export function payoutBanks(
  { provider, type }: PayoutBanksParams,
  maxAgeSeconds = BANKS_MAX_AGE_SECONDS,
): Promise<PayoutBank[]> {
  return CACHES[type](provider, { maxAgeSeconds });
}
