import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { THEME_BOOT_SCRIPT } from "@/components/shell/theme-storage";
import { EARLY_TAB_SCRIPT } from "@/lib/client/api/early-tab";
import { Providers } from "./providers";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "News and Entity Intelligence", template: "%s · News and Entity Intelligence" },
  description: "Search news, follow entities and stories, and build projects from what you find.",
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#f6f7f9" },
    { media: "(prefers-color-scheme: dark)", color: "#0f1318" },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The boot script sets data-theme before React hydrates, so the attribute may differ from the server's.
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
        {/* MyPage's tab is asked for before the JavaScript has loaded (lib/client/api/early-tab.ts). */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_TAB_SCRIPT }} />
      </head>
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
