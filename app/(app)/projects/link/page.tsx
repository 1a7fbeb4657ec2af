import type { Metadata } from "next";
import { OpenLink } from "@/components/projects/open-link";
import { urlStatePage } from "@/components/shell/url-state-page";

export const metadata: Metadata = { title: "Shared project" };

export default urlStatePage(OpenLink);
