import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { EntityPage } from "@/components/entity/entity-page";
import { EmptyState } from "@/components/ui/status";
import { pageActor } from "@/lib/server/gateway/page-actor";
import { entityReference } from "@/lib/server/entities/entity-keys";
import { currentEntityRow, entityRow } from "@/lib/server/entities/find-entity";

/** The entity's name as the page title, for a signed-in visitor ("Entity" otherwise). */
export async function generateMetadata(props: PageProps<"/entities/[ref]">): Promise<Metadata> {
  const match = /(?:^|-)11_(\d{1,18})$/.exec(decodeURIComponent((await props.params).ref));
  const actor = match ? await pageActor().catch(() => null) : null;
  if (!match || !actor) return { title: "Entity" };
  const row = await entityRow(match[1]!).catch(() => undefined);
  return { title: row ? `${row.name} (${row.type})` : "Entity" };
}

export default async function Page(props: PageProps<"/entities/[ref]">) {
  const reference = decodeURIComponent((await props.params).ref);
  if (!/^(?:.+-)?11_\d{1,18}$/.test(reference))
    return <EmptyState title={`“${reference}” is not an entity reference (11_<number> or <name>-11_<number>)`} />;
  // A merged-away entity's page is the survivor's (for a signed-in visitor, who may see it).
  const id = /11_(\d{1,18})$/.exec(reference)![1]!;
  const actor = await pageActor().catch(() => null);
  const current = actor ? await currentEntityRow(id).catch(() => undefined) : undefined;
  if (current?.mergedFrom) redirect(`/entities/${encodeURIComponent(entityReference(current.slug, current.id))}`);
  return <EntityPage reference={reference} />;
}
