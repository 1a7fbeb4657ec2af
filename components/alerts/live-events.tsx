"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { apiUrl } from "@/lib/client/api/api-fetch";
import { alertKeys } from "@/lib/client/api/use-alerts";

/**
 * The signed-in user's event stream (/v1/events): an `alert` event refreshes the bell and the Alerts
 * page; a `widget` event refreshes the widgets on screen (their data queries), so MyPage shows new
 * matching documents without a reload. EventSource reconnects by itself and sends Last-Event-ID.
 */
export function LiveEvents() {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource(apiUrl("/v1/events"));
    const refreshWidgets = () => void client.invalidateQueries({ queryKey: ["widget-data"] });
    source.addEventListener("alert", () => {
      void client.invalidateQueries({ queryKey: alertKeys.notifications });
      void client.invalidateQueries({ queryKey: alertKeys.all });
    });
    source.addEventListener("widget", refreshWidgets);
    return () => source.close();
  }, [client]);
  return null;
}
