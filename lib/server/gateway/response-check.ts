import "server-only";
import type { TEndpoint } from "./types";

/**
 * What is wrong with an endpoint's JSON answer according to its response schema: one line per problem
 * (path: message), none when it conforms. An endpoint without a schema is one problem.
 */
export function responseIssues(endpoint: TEndpoint, json: unknown): string[] {
  if (!endpoint.response) return [`${endpoint.id} has no response schema`];
  const result = endpoint.response.safeParse(json);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`);
}

/** The share of OpenAPI operations (endpoint × path × method) whose endpoint declares a response schema. */
export function responseCoverage(endpoints: TEndpoint[]): { covered: number; total: number; missing: string[] } {
  let covered = 0;
  let total = 0;
  const missing: string[] = [];
  for (const endpoint of endpoints) {
    const operations = endpoint.paths.length * endpoint.methods.length;
    total += operations;
    if (endpoint.response) covered += operations;
    else missing.push(endpoint.id);
  }
  return { covered, total, missing };
}
