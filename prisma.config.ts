import { defineConfig } from "prisma/config";

// The Prisma CLI is used only for `prisma generate` (offline); migrations are plain SQL
// applied by lib/server/db/migrate.ts, so no datasource URL is needed here.
export default defineConfig({
  schema: "prisma/schema.prisma",
});
