"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useResourceWrites } from "./use-resource-writes";
import { apiFetch } from "./api-fetch";
import type { TDocumentItem, TResultList } from "./api-types";
import type { TAlert, TNotifications } from "@/lib/contract/responses";

export type { TAlert, TNotifications } from "@/lib/contract/responses";
export type TAlertInput = {
  Name: string;
  Query: string;
  Channels: { Feed: boolean; Webhook?: { Url: string; Secret?: string } | null; Email?: { To: string } | null };
  Frequency: TAlert["Frequency"];
  Enabled?: boolean;
};
export type TAlertMatch = TDocumentItem & { Why: { Terms: string[]; Entities: string[] }; MatchedDate: string };
export type TAlertDelivery = {
  Id: string;
  Channel: string;
  Status: string;
  Attempts: number;
  Documents: string[];
  Sample: boolean;
  LastError: string;
  CreatedDate: string;
};
export const alertKeys = {
  all: ["alerts"] as const,
  list: ["alerts", "list"] as const,
  matches: (id: number) => ["alerts", "matches", id] as const,
  deliveries: (id: number) => ["alerts", "deliveries", id] as const,
  notifications: ["notifications"] as const,
};

export const useAlerts = () =>
  useQuery({ queryKey: alertKeys.list, queryFn: () => apiFetch<TResultList<TAlert>>("/v1/alerts") });

export const useAlertMatches = (id: number) =>
  useQuery({
    queryKey: alertKeys.matches(id),
    queryFn: () => apiFetch<TResultList<TAlertMatch>>(`/v1/alerts/${id}/matches`),
  });

export const useAlertDeliveries = (id: number) =>
  useQuery({
    queryKey: alertKeys.deliveries(id),
    queryFn: () => apiFetch<TResultList<TAlertDelivery>>(`/v1/alerts/${id}/deliveries`),
  });

export const useNotifications = () =>
  useQuery({ queryKey: alertKeys.notifications, queryFn: () => apiFetch<TNotifications>("/v1/notifications") });

export function useAlertMutations() {
  const { client, refresh, create, update } = useResourceWrites<TAlert, TAlertInput>("/v1/alerts", alertKeys.all);
  return {
    create,
    update,
    remove: useMutation({
      mutationFn: (id: number) => apiFetch(`/v1/alerts/${id}`, { method: "DELETE" }),
      onSuccess: refresh,
    }),
    test: useMutation({
      mutationFn: (id: number) =>
        apiFetch<{ Items: { Channel: string; Status: string; Error: string }[] }>(`/v1/alerts/${id}/test`, {
          method: "POST",
        }),
      onSuccess: refresh,
    }),
    markRead: useMutation({
      mutationFn: () => apiFetch<{ UnreadCount: number }>("/v1/notifications/read", { method: "POST", body: {} }),
      onSuccess: () => client.invalidateQueries({ queryKey: alertKeys.notifications }),
    }),
  };
}
