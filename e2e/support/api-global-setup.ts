import type { TestProject } from "vitest/node";
import { startTestServer } from "./test-server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    sessionSecret: string;
  }
}

/** One real server and database for the API suite; every test creates the data it needs. */
export default async function setup(project: TestProject) {
  const server = await startTestServer({ name: "api" });
  project.provide("baseUrl", server.baseUrl);
  project.provide("databaseUrl", server.databaseUrl);
  project.provide("sessionSecret", server.sessionSecret);
  return () => server.stop();
}
