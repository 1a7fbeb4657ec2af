// The data-access layer: SQL lives in lib/server/db (infrastructure) and in the `data/` folder of each domain
// (lib/server/<domain>/data/*.ts). Services call named data-access functions; they never run SQL themselves.
// One way to SQL on one pool: every statement runs on the pg pool (or a transaction's client); no Prisma
// client is opened at run time (the generated client only supplies the model types and `Prisma.sql`).

const MESSAGE =
  "SQL belongs to the data-access layer (lib/server/db or lib/server/<domain>/data): call a data-access function.";
const ONE_POOL_MESSAGE =
  "SQL runs on the pg pool (lib/server/db/pool.ts: pool(), withTransaction) with SQL text or Prisma.sql fragments (sqlRows); no Prisma client at run time.";

const ONE_POOL_SELECTORS = [
  "ImportDeclaration[source.value='@prisma/adapter-pg']",
  "ImportSpecifier[imported.name='PrismaClient']",
  "MemberExpression[property.name=/^[$](queryRaw|executeRaw|queryRawUnsafe|executeRawUnsafe|transaction|disconnect)$/]",
].map((selector) => ({ selector, message: ONE_POOL_MESSAGE }));

export const DATA_ACCESS_SELECTORS = [
  "CallExpression[callee.property.name='query'][callee.object.type='CallExpression'][callee.object.callee.name='pool']",
  "CallExpression[callee.property.name='query'][callee.object.type='Identifier'][callee.object.name=/^(client|db|lock|c|tx|pool)$/]",
  "CallExpression[callee.name='sqlRows']",
].map((selector) => ({ selector, message: MESSAGE }));

export const dataAccessLayer = {
  files: ["lib/**/*.ts", "lib/**/*.tsx", "app/**/*.ts", "app/**/*.tsx", "components/**/*.tsx"],
  ignores: ["lib/server/db/**", "lib/server/*/data/**", "lib/generated/**", "**/*.test.ts"],
  rules: { "no-restricted-syntax": ["error", ...DATA_ACCESS_SELECTORS, ...ONE_POOL_SELECTORS] },
};

/** The data-access layer itself runs its SQL on the pg pool too. */
export const onePool = {
  files: ["lib/server/db/**/*.ts", "lib/server/*/data/**/*.ts", "scripts/**/*.ts"],
  ignores: ["**/*.test.ts"],
  rules: { "no-restricted-syntax": ["error", ...ONE_POOL_SELECTORS] },
};
