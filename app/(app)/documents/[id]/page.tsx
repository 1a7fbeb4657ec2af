import type { Metadata } from "next";
import { DocumentPage } from "@/components/document/document-page";
import { EmptyState } from "@/components/ui/status";

export const metadata: Metadata = { title: "Document" };

export default async function Page(props: PageProps<"/documents/[id]">) {
  const { id } = await props.params;
  const { q } = await props.searchParams;
  const ref = decodeURIComponent(id);
  if (!/^5_\d{1,18}$/.test(ref)) return <EmptyState title={`“${ref}” is not a document reference (5_<number>)`} />;
  return <DocumentPage id={ref} q={typeof q === "string" ? q : undefined} />;
}
