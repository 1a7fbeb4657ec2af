/** The project types (api-spec "Projects"), in the order the web app offers them. No zod here: the client imports it. */
export const PROJECT_TYPES = ["Scrapbook", "EntityList", "MyPageTab"] as const;
export type TProjectType = (typeof PROJECT_TYPES)[number];
