import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";

const holder = globalThis as unknown as { __db?: PrismaClient };

function create(): PrismaClient {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) throw new Error("DATABASE_URL is not set (npm start sets it for the embedded database)");
  const adapter = new PrismaPg({ connectionString, max: 10, connectionTimeoutMillis: 5_000 });
  return new PrismaClient({ adapter });
}

/** The one Prisma client of this process (created on first use). */
export function db(): PrismaClient {
  holder.__db ??= create();
  return holder.__db;
}
