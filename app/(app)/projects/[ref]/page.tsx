import type { Metadata } from "next";
import { ProjectPage } from "@/components/projects/project-page";
import { EmptyState } from "@/components/ui/status";

export const metadata: Metadata = { title: "Project" };

export default async function Page(props: PageProps<"/projects/[ref]">) {
  const ref = decodeURIComponent((await props.params).ref);
  if (!/^15_\d{1,18}$/.test(ref)) return <EmptyState title={`“${ref}” is not a project reference (15_<number>)`} />;
  return <ProjectPage projectRef={ref} />;
}
