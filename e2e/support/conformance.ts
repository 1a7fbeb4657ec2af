import { expect } from "vitest";
import { ENDPOINTS } from "@/lib/server/gateway/endpoints";
import { responseIssues } from "@/lib/server/gateway/response-check";

/**
 * The answer parses with the response schema of the endpoint's registry entry. For endpoints whose
 * success needs a test's own servers (webhook receiver, feed server, uploads), which the registry-driven
 * conformance test (`e2e/api/response-schemas.test.ts`) cannot reach.
 */
export function expectConforms(endpointId: string, json: unknown): void {
  const endpoint = ENDPOINTS.find((e) => e.id === endpointId);
  expect(endpoint, `endpoint ${endpointId}`).toBeDefined();
  expect(responseIssues(endpoint!, json), `${endpointId} answer against its response schema`).toEqual([]);
}
