// The data-access layer: SQL and Prisma calls live in lib/server/db (infrastructure) and in the `data/` folder of
// each domain (lib/server/<domain>/data/*.ts). Services call named data-access functions; they never run SQL
// themselves.

const MESSAGE =
  "SQL belongs to the data-access layer (lib/server/db or lib/server/<domain>/data): call a data-access function.";

export const DATA_ACCESS_SELECTORS = [
  "CallExpression[callee.property.name='query'][callee.object.type='CallExpression'][callee.object.callee.name='pool']",
  "CallExpression[callee.property.name='query'][callee.object.type='Identifier'][callee.object.name=/^(client|db|lock|c|tx|pool)$/]",
  "MemberExpression[property.name=/^[$](queryRaw|executeRaw|queryRawUnsafe|executeRawUnsafe)$/]",
  "CallExpression[callee.name='sqlRows']",
  "CallExpression[callee.object.type='MemberExpression'][callee.object.object.type='CallExpression'][callee.object.object.callee.name='db']",
].map((selector) => ({ selector, message: MESSAGE }));

export const dataAccessLayer = {
  files: ["lib/**/*.ts", "lib/**/*.tsx", "app/**/*.ts", "app/**/*.tsx", "components/**/*.tsx"],
  ignores: ["lib/server/db/**", "lib/server/*/data/**", "lib/generated/**", "**/*.test.ts"],
  rules: { "no-restricted-syntax": ["error", ...DATA_ACCESS_SELECTORS] },
};
