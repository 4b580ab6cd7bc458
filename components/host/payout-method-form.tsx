"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, useId, useState } from "react";
import { api } from "@/components/api-client";
import { buttonClass } from "@/components/button-styles";
import { ErrorSummary } from "@/components/error-summary";
import { type FieldMessages, type FieldProblem, fieldProblem } from "@/components/field-problem";
import { FormField, SelectField } from "@/components/form-fields";
import { PAYOUT_METHOD_TYPE_LABELS } from "@/components/format/labels";
import { Spinner } from "@/components/spinner";
import { UntilHydrated } from "@/components/until-hydrated";
import { PAYOUT_METHOD_TYPES, type PayoutMethodType } from "@/lib/enums";

type Field = "bankCode" | "accountNumber" | "accountName";

export interface PayoutBankChoice {
  code: string;
  name: string;
}

/** The words of each type's fields. */
const WORDS: Record<PayoutMethodType, Record<Field, string> & { hint: string }> = {
  mobile_money: {
    bankCode: "Mobile-money provider",
    accountNumber: "Wallet number",
    accountName: "Name on the wallet",
    hint: "The wallet's phone number as you dial it, like 024 123 4567.",
  },
  ghipss: {
    bankCode: "Bank",
    accountNumber: "Account number",
    accountName: "Name on the account",
    hint: "Digits only, as on your statement.",
  },
};

const MESSAGES: FieldMessages<Field> = {
  bankCode: {
    unknown_bank: "Choose one from the list.",
    default: "Choose one from the list.",
  },
  accountNumber: {
    rejected: "The payment provider refused this number: check it and try again.",
    default: "Enter the number's digits (6 to 20).",
  },
  accountName: {
    max: "Use at most 100 characters.",
    default: "Enter the name the account is held in (at least 2 characters).",
  },
};

/** "024 123 4567" → "0241234567": the API takes digits only. */
export function accountDigits(typed: string): string {
  return typed.replace(/[\s-]/g, "");
}

interface PayoutMethodFormProps {
  /** The choices of each type, from the payment provider (null: it could not be reached). */
  banks: Record<PayoutMethodType, PayoutBankChoice[] | null>;
  /** The current method's type, else mobile money. */
  defaultType: PayoutMethodType;
  /** Whether the host already has a method (the button then says "Change"). */
  changing: boolean;
}

/** Where a host is paid: a wallet or a bank account (PUT /api/host/payout-method). */
export function PayoutMethodForm({ banks, defaultType, changing }: PayoutMethodFormProps) {
  const router = useRouter();
  const id = useId();
  const [type, setType] = useState<PayoutMethodType>(defaultType);
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<FieldProblem<Field> | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const inputId = (field: Field) => `${id}-${field}`;
  const words = WORDS[type];
  const choices = banks[type];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (field: Field) => String(data.get(field) ?? "").trim();
    setSubmitting(true);
    setProblem(null);
    setSaved(null);
    const result = await api.put<{ bankName: string; accountNumberLast4: string }>(
      "/api/host/payout-method",
      {
        type,
        bankCode: text("bankCode"),
        accountNumber: accountDigits(text("accountNumber")),
        accountName: text("accountName"),
      },
    );
    setSubmitting(false);
    if (!result.ok) {
      setProblem(fieldProblem(result.error, MESSAGES));
      return;
    }
    form.reset();
    setSaved(
      `Saved: your payouts now go to ${result.data.bankName} •••• ${result.data.accountNumberLast4}.`,
    );
    router.refresh();
  }

  const errors = problem?.errors ?? {};
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={submitting} className="grid max-w-xl gap-5">
      <UntilHydrated>
        {problem ? (
          <ErrorSummary
            focusOn={problem}
            title={problem.title}
            fields={(Object.keys(errors) as Field[]).map((field) => ({
              id: inputId(field),
              text: `${words[field]}: ${errors[field]}`,
            }))}
          />
        ) : null}
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-semibold text-ink-900">Paid to</legend>
          <div className="flex flex-wrap gap-2">
            {PAYOUT_METHOD_TYPES.map((choice) => (
              <label
                key={choice}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-sand-300 px-4 py-2 transition has-[:checked]:border-forest-600 has-[:checked]:bg-forest-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold-600"
              >
                <input
                  type="radio"
                  name="type"
                  value={choice}
                  checked={type === choice}
                  onChange={() => {
                    setType(choice);
                    setProblem(null);
                  }}
                  className="size-4 accent-forest-700"
                />
                <span className="font-semibold text-ink-900">
                  {PAYOUT_METHOD_TYPE_LABELS[choice]}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {choices ? (
          <SelectField
            // A new list of choices for the other type: start from its first.
            key={type}
            id={inputId("bankCode")}
            name="bankCode"
            label={words.bankCode}
            required
            options={[
              { value: "", label: "Choose…" },
              ...choices.map((bank) => ({ value: bank.code, label: bank.name })),
            ]}
            defaultValue=""
            error={errors.bankCode}
          />
        ) : (
          <p role="status" className="text-sm font-medium text-clay-700">
            The list of {type === "mobile_money" ? "providers" : "banks"} could not be loaded from
            the payment provider. Reload the page in a moment.
          </p>
        )}
        <FormField
          id={inputId("accountNumber")}
          name="accountNumber"
          label={words.accountNumber}
          hint={words.hint}
          inputMode="numeric"
          autoComplete="off"
          required
          maxLength={30}
          error={errors.accountNumber}
        />
        <FormField
          id={inputId("accountName")}
          name="accountName"
          label={words.accountName}
          hint="Replaced by the provider's own name for the account when it can check it."
          autoComplete="name"
          required
          maxLength={100}
          error={errors.accountName}
        />
        <div>
          <button
            type="submit"
            disabled={submitting || !choices}
            className={buttonClass("primary")}
          >
            {submitting ? <Spinner /> : null}
            {submitting ? "Saving…" : changing ? "Change payout method" : "Save payout method"}
          </button>
        </div>
        <p role="status" className="text-sm font-medium text-forest-800">
          {saved}
        </p>
      </UntilHydrated>
    </form>
  );
}
