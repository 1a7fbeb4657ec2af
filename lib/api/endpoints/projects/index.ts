import "server-only";
import type { TEndpoint } from "@/lib/api/types";
import {
  getProject,
  addProject,
  setProjectDescription,
  deleteProjectEndpoint,
  cloneProjectEndpoint,
  exportProjectEndpoint,
} from "./project";
import { addItems, addItemLegacy, removeItem, removeItems } from "./project-items";
import {
  shareProjectEndpoint,
  projectAccessEndpoint,
  subscribeProjectEndpoint,
  unsubscribeProjectEndpoint,
  projectDistributors,
  projectSubscribers,
} from "./project-sharing";
import { listProjectsEndpoint, projectsWithItem } from "./projects";

/** Projects, their items and sharing. */
export const PROJECT_ENDPOINTS: TEndpoint[] = [
  getProject,
  addProject,
  setProjectDescription,
  deleteProjectEndpoint,
  cloneProjectEndpoint,
  exportProjectEndpoint,
  addItems,
  addItemLegacy,
  removeItem,
  removeItems,
  shareProjectEndpoint,
  projectAccessEndpoint,
  subscribeProjectEndpoint,
  unsubscribeProjectEndpoint,
  projectDistributors,
  projectSubscribers,
  listProjectsEndpoint,
  projectsWithItem,
];
