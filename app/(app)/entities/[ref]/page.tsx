import type { Metadata } from "next";
import { EntityPage } from "@/components/entity/entity-page";
import { EmptyState } from "@/components/ui/status";

export const metadata: Metadata = { title: "Entity" };

export default async function Page(props: PageProps<"/entities/[ref]">) {
  const reference = decodeURIComponent((await props.params).ref);
  if (!/^(?:.+-)?11_\d{1,18}$/.test(reference))
    return <EmptyState title={`“${reference}” is not an entity reference (11_<number> or <name>-11_<number>)`} />;
  return <EntityPage reference={reference} />;
}
