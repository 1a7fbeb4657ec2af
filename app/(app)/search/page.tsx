import type { Metadata } from "next";
import { Suspense } from "react";
import { SearchPage } from "@/components/search/search-page";

export const metadata: Metadata = { title: "Search" };

export default function Page() {
  // The page reads its state from the URL (useSearchParams), which needs a Suspense boundary.
  return (
    <Suspense>
      <SearchPage />
    </Suspense>
  );
}
