import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AdminNav } from "@/components/admin/admin-nav";
import { ROLE } from "@/components/format/labels";
import { requireAdminPage } from "@/lib/api/session";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: { default: "Administration", template: "%s · Admin · Akwaaba" },
  robots: { index: false, follow: false },
};

export default async function AdminLayout({ children }: { children: ReactNode }) {
  const admin = await requireAdminPage();
  const name = [admin.profile.firstName, admin.profile.lastName].filter(Boolean).join(" ");
  return (
    <div className="mx-auto w-full max-w-[90rem] px-4 pt-6 pb-16 sm:px-6 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8 lg:px-8 lg:pt-8">
      <div className="mb-6 lg:sticky lg:top-24 lg:mb-0 lg:self-start">
        <div className="mb-3 hidden rounded-2xl border border-sand-200 bg-white px-4 py-3 shadow-card lg:block">
          <p className="text-xs font-semibold tracking-wide text-clay-700 uppercase">
            Akwaaba admin
          </p>
          <p className="mt-1 truncate text-sm font-semibold text-ink-900">{name || admin.email}</p>
          <p className="text-xs text-ink-600">{ROLE[admin.role].label}</p>
        </div>
        <AdminNav />
      </div>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
