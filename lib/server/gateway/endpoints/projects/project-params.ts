import "server-only";
import { z } from "zod";
import { MIN_DATE } from "@/lib/server/gateway/format/types";
import { zEnum, zText } from "@/lib/server/gateway/param-types";
import type { TProjectSelector } from "@/lib/server/projects/find-project";
import { PROJECT_TYPES } from "@/lib/server/projects/project-model";

/** How a request names a project: projectRef (15_<n>), projectId (<n>), or description + projectType. */
export const selectorParams = {
  projectRef: zText(40).optional(),
  projectId: zText(40).optional(),
  description: zText(400).optional(),
  projectType: zEnum(PROJECT_TYPES).optional(),
};

export const selectorOf = (params: TProjectSelector): TProjectSelector => ({
  projectRef: params.projectRef,
  projectId: params.projectId,
  description: params.description,
  projectType: params.projectType,
});

/** Project date filters: `yyyy-MM-dd HH:mm` (also `yyyy-MM-dd`, seconds, a `T` or a `Z`), always UTC. */
export const zProjectDate = () =>
  z.string().transform((raw, ctx) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?Z?$/.exec(raw.trim());
    const [y, mo, d, h = "0", mi = "0", s = "0"] = m ? m.slice(1).map((v) => v ?? undefined) : [];
    const date = m ? new Date(Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s)) : undefined;
    if (!date || date.getUTCMonth() !== +mo! - 1 || date.getUTCDate() !== +d! || +h > 23 || +mi > 59 || +s > 59) {
      ctx.addIssue({ code: "custom", message: "must be a UTC date yyyy-MM-dd HH:mm, such as 2020-01-31 13:45" });
      return z.NEVER;
    }
    return date;
  });

/** `{Projects: [ProjectData], LastUpdated}`: the answer of the project calls that return projects. */
export const projectsResult = <T extends { LastUpdated: Date }>(rows: T[]) => ({
  Projects: rows,
  LastUpdated:
    rows.reduce<Date | undefined>((a, r) => (!a || r.LastUpdated > a ? r.LastUpdated : a), undefined) ?? MIN_DATE,
});
