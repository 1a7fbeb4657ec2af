import "server-only";
import { z } from "zod";
import { fileResult } from "@/lib/server/gateway/results";
import { defineEndpoint, type TEndpoint } from "@/lib/server/gateway/types";
import { buildOpenApi } from "@/lib/server/gateway/openapi/build-openapi";
import { ZOpenApiDocument } from "@/lib/contract/responses";

let cached: string | undefined;

/** The endpoint, given the registry it documents (passed in, so that this module need not import it). */
export const openApiEndpointOf = (registry: () => TEndpoint[]) =>
  defineEndpoint({
    id: "reference.openapi",
    response: ZOpenApiDocument,
    summary: "The OpenAPI 3.1 document of this API, generated from the endpoint registry (no authentication)",
    description:
      "Every endpoint, alias path (marked deprecated), method, parameter (with its pattern), body schema, format, " +
      "auth mode, error status and example. The readable reference page of the web app (/reference) renders it.",
    methods: ["GET"],
    paths: ["/openapi.json", "/v1/openapi"],
    params: z.object({}),
    formats: "json",
    auth: "none",
    examples: [{ request: "GET /api/openapi.json", response: { openapi: "3.1.0", info: { title: "…" }, paths: {} } }],
    handler: async () => {
      // The registry includes this endpoint, so it is read when first asked for, not at load time.
      cached ??= JSON.stringify(buildOpenApi(registry()));
      return fileResult("application/json; charset=utf-8", cached);
    },
  });
