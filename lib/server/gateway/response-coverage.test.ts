import { describe, expect, it } from "vitest";
import { ENDPOINTS } from "@/lib/server/gateway/endpoints";
import { buildOpenApi } from "@/lib/server/gateway/openapi/build-openapi";
import { responseCoverage, responseIssues } from "./response-check";

// Issue 24: at least 95% of the OpenAPI operations document their answer with a response schema.
const MIN_SHARE = 0.95;

describe("response schemas in the registry", () => {
  it(`cover at least ${MIN_SHARE * 100}% of the operations`, () => {
    const { covered, total, missing } = responseCoverage(ENDPOINTS);
    console.log(`response schemas: ${covered} of ${total} operations (${((100 * covered) / total).toFixed(1)}%)`);
    if (missing.length) console.log(`without a response schema: ${missing.join(", ")}`);
    expect(covered / total).toBeGreaterThanOrEqual(MIN_SHARE);
  });

  it("report a broken answer of a real endpoint, field by field", () => {
    const endpoint = ENDPOINTS.find((e) => e.id === "search.documents")!;
    const good = { TotalCount: 0, Description: "q", Items: [], LastUpdated: "0001-01-01T00:00:00" };
    expect(responseIssues(endpoint, good)).toEqual([]);
    expect(responseIssues(endpoint, { ...good, TotalCount: "0" })).toEqual([
      "TotalCount: Invalid input: expected number, received string",
    ]);
    const { Items: _, ...missing } = good;
    expect(responseIssues(endpoint, missing)).toEqual(["Items: Invalid input: expected array, received undefined"]);
    expect(responseIssues({ ...endpoint, response: undefined }, good)).toEqual([
      "search.documents has no response schema",
    ]);
  });

  // Examples may leave fields out for brevity, but what they show must have the right names' types.
  it("agree with the answers the registry's examples show", () => {
    for (const endpoint of ENDPOINTS) {
      for (const example of endpoint.examples.filter((e) => e.response !== undefined)) {
        const issues = responseIssues(endpoint, example.response).filter((i) => !i.endsWith("received undefined"));
        expect(issues, `${endpoint.id}: ${example.request}`).toEqual([]);
      }
    }
  });

  it("are in the OpenAPI document: a 200 JSON body schema per operation, the error body for 4xx", () => {
    const doc = buildOpenApi(ENDPOINTS);
    type TResponse = { content?: Record<string, { schema?: Record<string, unknown> }>; $ref?: string };
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const responses = (op as { responses: Record<string, TResponse> }).responses;
        const ok = responses["200"]!.content!;
        const schema = ok["application/json"]?.schema ?? Object.values(ok)[0]!.schema!;
        expect(Object.keys(schema).length, `${method} ${path}`).toBeGreaterThan(0);
        expect(responses["400"]!.$ref).toBe("#/components/responses/Error400");
      }
    }
    expect(doc.components.schemas.Error).toMatchObject({ required: ["Error", "Code", "LastUpdated"] });
  });
});
