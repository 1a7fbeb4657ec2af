import "server-only";
import type pg from "pg";

/**
 * Where a data-access function runs its SQL: the pool, or the client of a transaction the service opened
 * (`withTransaction`). Data-access functions take it as their first parameter when they may run inside
 * a transaction, and default to the pool otherwise.
 */
export type TQueryable = Pick<pg.Pool, "query"> | Pick<pg.PoolClient, "query">;
