import "server-only";
import type { TEndpoint, THttpMethod } from "./types";

type TCompiled = { endpoint: TEndpoint; template: string; regex: RegExp; captures: string[]; literals: number };

// `{query}` and `{types}` mean exactly q and types (DECISIONS 3).
const CAPTURE_ALIASES: Record<string, string> = { query: "q" };

function trimSlashes(path: string): string {
  return path.replace(/\/+$/, "") || "/";
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export function compile(endpoints: TEndpoint[]): TCompiled[] {
  const compiled = endpoints.flatMap((endpoint) =>
    endpoint.paths.map((template) => {
      const captures: string[] = [];
      let literals = 0;
      const pattern = trimSlashes(template)
        .split("/")
        .map((segment) => {
          const capture = /^\{([A-Za-z][\w-]*)\}$/.exec(segment);
          if (!capture) {
            literals++;
            return escapeRegex(segment);
          }
          captures.push(CAPTURE_ALIASES[capture[1]!] ?? capture[1]!);
          return "([^/]+)";
        })
        .join("/");
      return { endpoint, template, regex: new RegExp(`^${pattern}$`, "i"), captures, literals };
    }),
  );
  // Literal segments win over captures: /entities/heat before /entities/{query}.
  return compiled.sort((a, b) => b.literals - a.literals);
}

export type TMatch =
  | { kind: "found"; endpoint: TEndpoint; template: string; captured: Record<string, string> }
  | { kind: "wrong-method"; allowed: THttpMethod[] }
  | { kind: "none" };

/** Matches an already split, URL-decoded path (without the /api prefix). */
export function matchPath(table: TCompiled[], rawSegments: string[], method: THttpMethod): TMatch {
  // A decoded segment may hold "/" (or any other character): escape it so it stays one segment.
  const path = "/" + rawSegments.map((s) => s.replace(/%/g, "%25").replace(/\//g, "%2F")).join("/");
  const allowed = new Set<THttpMethod>();
  for (const entry of table) {
    const result = entry.regex.exec(trimSlashes(path));
    if (!result) continue;
    if (!entry.endpoint.methods.includes(method)) {
      entry.endpoint.methods.forEach((m) => allowed.add(m));
      continue;
    }
    const captured: Record<string, string> = {};
    entry.captures.forEach((name, i) => (captured[name] = decodeURIComponent(result[i + 1]!)));
    return { kind: "found", endpoint: entry.endpoint, template: entry.template, captured };
  }
  return allowed.size > 0 ? { kind: "wrong-method", allowed: [...allowed] } : { kind: "none" };
}
