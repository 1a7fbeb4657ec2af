import "server-only";
import type { TEndpoint } from "@/lib/server/gateway/types";
import { graph } from "./graph";
import { network } from "./network";

/** Graphs and networks. */
export const GRAPH_ENDPOINTS: TEndpoint[] = [graph, network];
