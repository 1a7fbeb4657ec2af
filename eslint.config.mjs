import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { dataAccessLayer, onePool } from "./eslint/data-access.mjs";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      ".next/**",
      ".data/**",
      "lib/generated/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "artifacts/**",
      "next-env.d.ts",
    ],
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Layering: domain services, the pipeline and shared code never reach up into the API gateway.
    files: ["lib/**/*.ts", "lib/**/*.tsx"],
    ignores: ["lib/server/gateway/**", "**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/lib/server/gateway", "@/lib/server/gateway/*", "@/lib/server/gateway/**"],
              message:
                "Services do not import the API layer; move what both need to lib/contract or lib/server/markup.",
            },
          ],
        },
      ],
    },
  },
  {
    // The NLP engine is a leaf: it reads the shared contract and nothing else of the application.
    files: ["lib/nlp/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/lib/*", "@/lib/**", "!@/lib/nlp", "!@/lib/nlp/**", "!@/lib/contract", "!@/lib/contract/**"],
              message: "lib/nlp is a leaf: it may import lib/contract and itself only.",
            },
          ],
        },
      ],
    },
  },
  {
    // Tiers: the contract is shared by every tier and depends on nothing of the application.
    files: ["lib/contract/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/lib/*", "@/lib/**", "!@/lib/contract", "!@/lib/contract/**"],
              message: "lib/contract is the shared tier: it imports nothing of the application.",
            },
          ],
        },
      ],
    },
  },
  {
    // Tiers: browser code (lib/client) reads the contract and itself, never the server or the NLP engine.
    files: ["lib/client/**/*.ts", "lib/client/**/*.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "@/lib/*",
                "@/lib/**",
                "!@/lib/contract",
                "!@/lib/contract/**",
                "!@/lib/client",
                "!@/lib/client/**",
                "../../*",
                "../../**",
              ],
              message: "lib/client runs in the browser: it may import lib/contract and lib/client only.",
            },
          ],
        },
      ],
    },
  },
  dataAccessLayer,
  onePool,
];

export default config;
