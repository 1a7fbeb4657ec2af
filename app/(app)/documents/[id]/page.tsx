import type { Metadata } from "next";
import { DocumentPage } from "@/components/document/document-page";
import { EmptyState } from "@/components/ui/status";
import { pageActor } from "@/lib/server/gateway/page-actor";
import { visibleDocumentTitle } from "@/lib/server/documents/find-document-title";

/** The document's title as the page title, when the signed-in visitor may see it ("Document" otherwise). */
export async function generateMetadata(props: PageProps<"/documents/[id]">): Promise<Metadata> {
  const match = /^5_(\d{1,18})$/.exec(decodeURIComponent((await props.params).id));
  const actor = match ? await pageActor().catch(() => null) : null;
  if (!match || !actor) return { title: "Document" };
  const title = await visibleDocumentTitle(BigInt(match[1]!), actor.userId).catch(() => undefined);
  return { title: title || "Document" };
}

export default async function Page(props: PageProps<"/documents/[id]">) {
  const { id } = await props.params;
  const { q } = await props.searchParams;
  const ref = decodeURIComponent(id);
  if (!/^5_\d{1,18}$/.test(ref)) return <EmptyState title={`“${ref}” is not a document reference (5_<number>)`} />;
  return <DocumentPage id={ref} q={typeof q === "string" ? q : undefined} />;
}
