import type { Metadata } from "next";
import { Suspense } from "react";
import { OpenLink } from "@/components/projects/open-link";

export const metadata: Metadata = { title: "Shared project" };

export default function Page() {
  return (
    <Suspense>
      <OpenLink />
    </Suspense>
  );
}
