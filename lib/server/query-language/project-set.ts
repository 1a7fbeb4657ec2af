import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { TProjectList, TProjectRef } from "./ast";

/** The ids a project stands for: a list, or a subquery selecting one bigint column. */
export type TIds = readonly (bigint | number)[] | Prisma.Sql;
/** What `doclist:`/`mylist:` resolve to: the documents themselves, or entities the documents must mention. */
export type TProjectSet = { documentIds: TIds } | { entityIds: TIds };
/** Looks a project up for the caller (access checks are the resolver's); throws a DomainError if none. */
export type TResolveProject = (list: TProjectList, ref: TProjectRef) => Promise<TProjectSet>;
