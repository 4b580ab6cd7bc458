import type { Metadata } from "next";
import type { ReactNode } from "react";
import { WorkArea } from "@/components/work-area";
import { HOST_SECTIONS } from "@/components/work-sections";
import { requireHostPage } from "@/lib/api/session";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: { default: "Hosting", template: "%s · Hosting · Akwaaba" },
  robots: { index: false, follow: false },
};

export default async function HostLayout({ children }: { children: ReactNode }) {
  const host = await requireHostPage();
  const name = [host.profile.firstName, host.profile.lastName].filter(Boolean).join(" ");
  return (
    <WorkArea
      area="Hosting"
      person={{ name: name || host.email, role: "Host" }}
      navLabel="Hosting"
      sections={HOST_SECTIONS}
    >
      {children}
    </WorkArea>
  );
}
