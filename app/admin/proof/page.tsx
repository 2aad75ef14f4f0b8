// /admin/proof: the figures, testimonials and team the public pages show, each editable by owners
// and editors, and marked "Demo" until edited or confirmed.
import type { Metadata } from "next";
import { AdminNav } from "@/components/admin/admin-nav";
import { ProofPage } from "@/components/admin/proof/proof-page";
import { site } from "@/config/site";
import { adminForPage } from "@/lib/auth/current-admin";
import { allProof } from "@/lib/proof";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: { absolute: `Proof · Admin · ${site.company}` },
};

export default async function Proof() {
  const active = await adminForPage("/admin/proof");
  return (
    <>
      <AdminNav view="proof" user={active.user} />
      <ProofPage items={await allProof()} />
    </>
  );
}
