import "server-only";
import { ENDPOINTS } from "./endpoints";
import { compile } from "./match";

let table: ReturnType<typeof compile> | undefined;

export function routeTable(): ReturnType<typeof compile> {
  table ??= compile(ENDPOINTS);
  return table;
}
