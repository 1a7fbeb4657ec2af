import "server-only";
import { now } from "@/lib/server/db/clock";
import { entityRef } from "@/lib/server/entities/entity-keys";
import type { TGraph } from "@/lib/server/graph/build-graph";
import type { TConnection } from "@/lib/server/graph/weight-connections";
import { wireScoredEntity } from "./related";

/** A connection: {FromId, ToId, Strength}. */
export function wireConnection(connection: TConnection) {
  return { FromId: entityRef(connection.from), ToId: entityRef(connection.to), Strength: connection.strength };
}

/** /graph and /v1/network: {Nodes (entity items with Extras.Relevance), Connections, LastUpdated}. */
export function wireGraph(graph: TGraph) {
  return {
    Nodes: graph.nodes.map(wireScoredEntity),
    Connections: graph.connections.map(wireConnection),
    LastUpdated: now(),
  };
}
