import type { Metadata } from "next";
import { SearchPage } from "@/components/search/search-page";
import { urlStatePage } from "@/components/shell/url-state-page";

export const metadata: Metadata = { title: "Search" };

export default urlStatePage(SearchPage);
