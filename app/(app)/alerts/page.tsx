import type { Metadata } from "next";
import { AlertsPage } from "@/components/alerts/alerts-page";
import { urlStatePage } from "@/components/shell/url-state-page";

export const metadata: Metadata = { title: "Alerts" };

export default urlStatePage(AlertsPage);
