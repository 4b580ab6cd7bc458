"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, useId, useState } from "react";
import { buttonClass } from "@/components/button-styles";
import { ROLE } from "@/components/format/labels";
import { Spinner } from "@/components/spinner";
import { UntilHydrated } from "@/components/until-hydrated";
import type { Role } from "@/lib/enums";
import { sentence } from "@/lib/words";
import { api } from "../api-client";
import { inputClass } from "./filter-bar";

interface RoleSelectProps {
  userId: string;
  email: string;
  role: Role;
  /** The roles the signed-in admin may give this user (worked out on the server). */
  choices: Role[];
}

/** A user's role, changeable among the choices the signed-in admin is allowed to make. */
export function RoleSelect({ userId, email, role, choices }: RoleSelectProps) {
  const router = useRouter();
  const id = useId();
  const [value, setValue] = useState<Role>(role);
  const [current, setCurrent] = useState<Role>(role);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "ok" | "problem"; text: string } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (value === current) return;
    setBusy(true);
    setMessage(null);
    const result = await api.patch<{ role: Role }>(`/api/admin/users/${userId}/role`, {
      role: value,
    });
    setBusy(false);
    if (!result.ok) {
      setMessage({ tone: "problem", text: sentence(result.error.message) });
      setValue(current);
      return;
    }
    setCurrent(result.data.role);
    setValue(result.data.role);
    setMessage({ tone: "ok", text: `Now ${ROLE[result.data.role].label}.` });
    router.refresh();
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-1">
      <UntilHydrated>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={`${id}-role`} className="sr-only">
            Role of {email}
          </label>
          <select
            id={`${id}-role`}
            value={value}
            onChange={(event) => {
              setValue(event.target.value as Role);
              setMessage(null);
            }}
            className={`${inputClass} w-44 max-w-full py-1.5 text-sm md:min-h-10`}
          >
            {choices.includes(current) ? null : (
              <option value={current} disabled>
                {ROLE[current].label}
              </option>
            )}
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {ROLE[choice].label}
              </option>
            ))}
          </select>
          <button
            type="submit"
            disabled={busy || value === current}
            className={buttonClass("secondary", "small")}
            aria-label={`Change the role of ${email}`}
          >
            {busy ? <Spinner /> : null}
            Change
          </button>
        </div>
        <p
          role="status"
          className={`text-xs font-medium ${message?.tone === "problem" ? "text-clay-700" : "text-forest-800"}`}
        >
          {message?.text}
        </p>
      </UntilHydrated>
    </form>
  );
}
