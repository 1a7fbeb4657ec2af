import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { dataAccessLayer } from "./eslint/data-access.mjs";

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
    ignores: ["lib/api/**", "**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/lib/api", "@/lib/api/*", "@/lib/api/**"],
              message: "Services do not import the API layer; move what both need to lib/contract or lib/markup.",
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
  dataAccessLayer,
];

export default config;
