import type { Metadata } from "next";
import type { ReactNode } from "react";
import { ROLE } from "@/components/format/labels";
import { WorkArea } from "@/components/work-area";
import { ADMIN_SECTIONS } from "@/components/work-sections";
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
    <WorkArea
      area="Akwaaba admin"
      person={{ name: name || admin.email, role: ROLE[admin.role].label }}
      navLabel="Administration"
      sections={ADMIN_SECTIONS}
    >
      {children}
    </WorkArea>
  );
}
