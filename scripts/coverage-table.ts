// Writes docs/api-coverage.md: every spec path → the endpoint that serves it → the API tests naming it.
import fs from "node:fs";
import path from "node:path";
import { ENDPOINTS } from "@/lib/server/gateway/endpoints";
import { coverageMarkdown, coverageRows } from "@/lib/server/gateway/openapi/coverage-table";

const specFile = path.resolve(process.env.SPEC_DIR ?? "../shared/spec", "paths.txt");
const specPaths = fs
  .readFileSync(specFile, "utf8")
  .split("\n")
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith("#"));
const testDir = path.join("e2e", "api");
const tests = fs
  .readdirSync(testDir)
  .filter((f) => f.endsWith(".test.ts"))
  .map((f) => ({ name: f, text: fs.readFileSync(path.join(testDir, f), "utf8") }));
const rows = coverageRows(ENDPOINTS, specPaths, tests);
fs.writeFileSync(path.join("docs", "api-coverage.md"), coverageMarkdown(rows));
console.log(`docs/api-coverage.md: ${rows.length} paths, ${rows.filter((r) => !r.endpoints.length).length} missing`);
