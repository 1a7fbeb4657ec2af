import "server-only";
import type { TEndpoint } from "@/lib/api/types";
import { graph } from "./graph";
import { network } from "./network";

/** Graphs and networks. */
export const GRAPH_ENDPOINTS: TEndpoint[] = [graph, network];
