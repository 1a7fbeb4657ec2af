import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname),
  // Server modules import "server-only", which only Next.js resolves; in tests it is empty.
  "server-only": path.resolve(import.meta.dirname, "e2e/support/empty-module.ts"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["lib/**/*.test.ts", "scripts/**/*.test.ts"], environment: "node" },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          include: ["e2e/api/**/*.test.ts"],
          environment: "node",
          globalSetup: ["e2e/support/api-global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
