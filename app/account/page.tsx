import type { Metadata } from "next";
import Link from "next/link";
import { buttonClass } from "@/components/button-styles";
import { accountLinks } from "@/components/nav-links";
import { SignOutButton } from "@/components/sign-out-button";
import { requirePageUser } from "@/lib/api/session";
import type { Role } from "@/lib/enums";

export const metadata: Metadata = { title: "Your account" };

const ROLE_LABELS: Record<Role, string> = {
  USER: "Guest",
  HOST: "Host",
  ADMIN: "Administrator",
  SUPER_ADMIN: "Super administrator",
};

export default async function AccountPage() {
  const user = await requirePageUser("/account");
  const fullName = [user.profile.firstName, user.profile.lastName].filter(Boolean).join(" ");

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-display text-3xl font-bold tracking-tight text-forest-900 sm:text-4xl">
        Your account
      </h1>
      <p className="mt-2 text-ink-600">The details we hold for you.</p>

      <section
        aria-labelledby="profile-heading"
        className="mt-8 overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-card"
      >
        <div className="flex items-center gap-4 border-b border-sand-200 px-6 py-5">
          <span
            aria-hidden="true"
            className="grid size-14 place-items-center rounded-full bg-forest-700 text-xl font-bold text-gold-300"
          >
            {(user.profile.firstName || user.email).charAt(0).toUpperCase()}
          </span>
          <div>
            <h2 id="profile-heading" className="text-lg font-semibold text-ink-900">
              {fullName || user.email}
            </h2>
            <p className="text-sm text-ink-600">{ROLE_LABELS[user.role]}</p>
          </div>
        </div>
        <dl className="divide-y divide-sand-200">
          <div className="grid gap-1 px-6 py-4 sm:grid-cols-[10rem_1fr]">
            <dt className="text-sm font-medium text-ink-600">Name</dt>
            <dd className="text-ink-900">{fullName || "—"}</dd>
          </div>
          <div className="grid gap-1 px-6 py-4 sm:grid-cols-[10rem_1fr]">
            <dt className="text-sm font-medium text-ink-600">E-mail</dt>
            <dd className="break-all text-ink-900">{user.email}</dd>
          </div>
          <div className="grid gap-1 px-6 py-4 sm:grid-cols-[10rem_1fr]">
            <dt className="text-sm font-medium text-ink-600">Role</dt>
            <dd className="text-ink-900">
              {ROLE_LABELS[user.role]} <span className="text-ink-500">({user.role})</span>
            </dd>
          </div>
        </dl>
      </section>

      <div className="mt-8 flex flex-wrap gap-3">
        {accountLinks(user.role)
          .filter((link) => link.href !== "/account")
          .map((link, index) => (
            <Link
              key={link.href}
              href={link.href}
              className={buttonClass(index === 0 ? "primary" : "secondary", "large")}
            >
              {link.label}
            </Link>
          ))}
        <SignOutButton className={buttonClass("secondary", "large")} />
      </div>
    </div>
  );
}
