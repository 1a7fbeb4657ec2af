import "server-only";
import type { TQueryable } from "@/lib/server/db/queryable";
import { DomainError } from "@/lib/server/errors";
import { findProjectIdByGuid, findProjectIdsByDescription, findProjectRow } from "./data/projects";
import { accessOf, canWrite, type TActor, type TProjectType, type TProjectView } from "./project-model";

/** How a request names a project: by ProjectRef / numeric projectId, or by description and type. */
export type TProjectSelector = {
  projectRef?: string;
  projectId?: string;
  description?: string;
  projectType?: TProjectType;
};

export const projectNotFound = (what: string) =>
  new DomainError("PROJECT_NOT_FOUND", `no project ${what} that you can see`);

/** `15_<n>` or a bare number (projectId); anything else is a 400 naming the parameter. */
export function parseProjectId(value: string, parameter: string): string {
  const match = /^(?:15_)?(\d{1,18})$/.exec(value.trim());
  if (!match) throw new DomainError("INVALID_PROJECT_REF", `${parameter}: must be a ProjectRef 15_<number>`);
  return BigInt(match[1]!).toString();
}

/** One project by id, as this caller sees it; strangers get the same 404 as a missing id. */
export async function findProjectById(
  actor: TActor,
  id: string,
  opts: { client?: TQueryable; forUpdate?: boolean } = {},
): Promise<TProjectView> {
  const project = await findProjectRow(actor.userId, id, { forUpdate: opts.forUpdate }, opts.client);
  const access = project ? accessOf(project, actor) : null;
  if (!project || !access) throw projectNotFound(`15_${id}`);
  return { project, access };
}

/** Resolves a selector (api-spec "Projects (single project)"): own projects first, then shared ones. */
export async function resolveProject(
  actor: TActor,
  selector: TProjectSelector,
  opts: { client?: TQueryable; forUpdate?: boolean } = {},
): Promise<TProjectView> {
  if (selector.projectRef !== undefined) {
    const id = parseProjectId(selector.projectRef, "projectRef");
    if (selector.projectId !== undefined && parseProjectId(selector.projectId, "projectId") !== id) {
      throw new DomainError("CONFLICTING_PARAMETERS", "parameters projectRef and projectId name different projects");
    }
    return findProjectById(actor, id, opts);
  }
  if (selector.projectId !== undefined)
    return findProjectById(actor, parseProjectId(selector.projectId, "projectId"), opts);
  if (selector.description === undefined || selector.projectType === undefined) {
    throw new DomainError(
      "PROJECT_NOT_NAMED",
      "name the project with projectRef (15_<number>), or with description and projectType",
    );
  }
  const rows = await findProjectIdsByDescription(actor.userId, selector.projectType, selector.description, opts.client);
  const own = rows.filter((r) => r.own);
  const candidates = own.length ? own : rows;
  if (candidates.length === 0) throw projectNotFound(`${selector.projectType} "${selector.description}"`);
  if (candidates.length > 1) {
    throw new DomainError(
      "PROJECT_AMBIGUOUS",
      `${candidates.length} projects are named ${selector.projectType} "${selector.description}": use projectRef (` +
        candidates.map((r) => `15_${r.id}`).join(", ") +
        ")",
    );
  }
  return findProjectById(actor, candidates[0]!.id, opts);
}

export function requireWrite(view: TProjectView): TProjectView {
  if (!canWrite(view.access)) {
    throw new DomainError("PROJECT_READ_ONLY", `project 15_${view.project.id} is shared with you read-only`);
  }
  return view;
}

export function requireOwner(view: TProjectView, what: string): TProjectView {
  if (view.access !== "owner") {
    throw new DomainError("PROJECT_OWNER_ONLY", `only the owner of project 15_${view.project.id} may ${what}`);
  }
  return view;
}

/** A project by its GUID (MyPageTab ids), as this caller sees it. */
export async function findProjectByGuid(actor: TActor, guid: string): Promise<TProjectView> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(guid.trim()))
    throw new DomainError("INVALID_TAB_ID", "tabId: must be a GUID");
  const id = await findProjectIdByGuid(guid.trim());
  // A tab the caller may not see answers exactly like a GUID that names nothing (never its ProjectRef).
  const view = id !== undefined ? await findProjectById(actor, id).catch(() => null) : null;
  if (!view) throw projectNotFound(guid.trim());
  return view;
}

/** A stored reference to a project: a GUID, a ProjectRef or a numeric projectId. */
export function findProjectByAnyId(actor: TActor, value: string): Promise<TProjectView> {
  return value.includes("-") ? findProjectByGuid(actor, value) : findProjectById(actor, parseProjectId(value, "value"));
}
