"use client";

import { useQuery } from "@tanstack/react-query";
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/status";
import { apiFetch } from "@/lib/client/api/api-fetch";
import { apiPath } from "@/lib/client/api/api-path";
import type { TProjectsResult } from "@/lib/client/api/api-types";

/** /projects/link?sl=<code>: redeems a secure link code (/project/share?sl=) and opens the project. */
export function OpenLink() {
  const router = useRouter();
  const code = useSearchParams().get("sl") ?? "";
  const redeem = useQuery({
    queryKey: ["projects", "link", code],
    queryFn: async () => (await apiFetch<TProjectsResult>(apiPath("/project/share", { sl: code }))).Projects[0]!,
    enabled: code.length > 0,
    retry: false,
  });
  useEffect(() => {
    if (redeem.data) router.replace(`/projects/${redeem.data.ProjectRef}`);
  }, [redeem.data, router]);
  if (!code) return <ErrorState title="This link has no code" error={new Error("The address is missing ?sl=")} />;
  if (redeem.isError) return <ErrorState title="The link could not be opened" error={redeem.error} />;
  return <Skeleton height="8rem" radius="md" />;
}
