import "server-only";
import type { TEndpoint } from "@/lib/server/gateway/types";
import { PROJECT_ONE_ENDPOINTS } from "./project";
import { PROJECT_ITEM_ENDPOINTS } from "./project-items";
import { PROJECT_SHARING_ENDPOINTS } from "./project-sharing";
import { PROJECT_LIST_ENDPOINTS } from "./projects";

/** Projects, their items and sharing. */
export const PROJECT_ENDPOINTS: TEndpoint[] = [
  ...PROJECT_ONE_ENDPOINTS,
  ...PROJECT_ITEM_ENDPOINTS,
  ...PROJECT_SHARING_ENDPOINTS,
  ...PROJECT_LIST_ENDPOINTS,
];
