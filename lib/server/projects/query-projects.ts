import "server-only";
import { currentActor } from "@/lib/server/auth/current-actor";
import { DomainError } from "@/lib/server/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import type { TProjectList, TProjectRef } from "@/lib/server/query-language/ast";
import type { TProjectSet, TResolveProject } from "@/lib/server/query-language/project-set";
import { resolveProject } from "./find-project";
import type { TActor } from "./project-model";

const LIST_TYPE = { doclist: "Scrapbook", mylist: "EntityList" } as const;

/**
 * `doclist:` → the documents of a Scrapbook; `mylist:` → the entities of an EntityList (documents must mention
 * one). The project is named by ProjectRef or description and must be visible to the caller.
 */
export function projectResolverFor(actor: TActor): TResolveProject {
  return async (list: TProjectList, ref: TProjectRef): Promise<TProjectSet> => {
    const type = LIST_TYPE[list];
    const { project } = await resolveProject(
      actor,
      "projectId" in ref ? { projectRef: `15_${ref.projectId}` } : { description: ref.description, projectType: type },
    );
    if (project.project_type !== type) {
      throw new DomainError(
        "WRONG_PROJECT_TYPE",
        `${list}: 15_${project.id} is a ${project.project_type}, not a ${type}`,
      );
    }
    const ids = Prisma.sql`SELECT item_id FROM project_items WHERE project_id = ${BigInt(project.id)} AND item_class = ${
      list === "doclist" ? 5 : 11
    }`;
    return list === "doclist" ? { documentIds: ids } : { entityIds: ids };
  };
}

/** The resolver for the request being served; none outside a signed-in request. */
export function currentProjectResolver(): TResolveProject | undefined {
  const actor = currentActor();
  return actor ? projectResolverFor(actor) : undefined;
}
