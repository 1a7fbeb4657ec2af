"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "./api-fetch";
import type { TSessionRow } from "@/lib/contract/responses";
import type { TResultList } from "./api-types";

/** A sign-in session as /v1/sessions lists it (the response schema's type). */
export type TSession = TSessionRow;

export const sessionKeys = { list: ["sessions"] as const };

export const useSessions = () =>
  useQuery({ queryKey: sessionKeys.list, queryFn: () => apiFetch<TResultList<TSession>>("/v1/sessions") });

export function useSessionMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: sessionKeys.list });
  const end = useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ Success: boolean }>(`/v1/sessions/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSettled: refresh,
  });
  const endOthers = useMutation({
    mutationFn: () => apiFetch<{ Ended: number }>("/v1/sessions/endothers", { method: "POST" }),
    onSettled: refresh,
  });
  return { end, endOthers };
}

/** "Firefox on Linux" from a user-agent string, or the string itself when it names no known browser. */
export function describeAgent(agent: string): string {
  if (!agent) return "Unknown browser or program";
  const browser = /Edg\//.test(agent)
    ? "Edge"
    : /OPR\//.test(agent)
      ? "Opera"
      : /Firefox\//.test(agent)
        ? "Firefox"
        : /Chrome\//.test(agent)
          ? "Chrome"
          : /Safari\//.test(agent)
            ? "Safari"
            : undefined;
  const system = /Android/.test(agent)
    ? "Android"
    : /iPhone|iPad/.test(agent)
      ? "iOS"
      : /Windows/.test(agent)
        ? "Windows"
        : /Mac OS X|Macintosh/.test(agent)
          ? "macOS"
          : /Linux/.test(agent)
            ? "Linux"
            : undefined;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? agent.slice(0, 80);
}
