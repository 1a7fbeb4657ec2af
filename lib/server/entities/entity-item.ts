import "server-only";
import type { TRow } from "@/lib/server/db/table-rows";

/** The columns of an entity that its summary and the spec's Entity (term) item need. */
export type TEntityItemRow = TRow<"entities", "id" | "type" | "name" | "slug" | "updated_at">;
