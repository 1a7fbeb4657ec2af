"use client";

/**
 * MyPage's dialogs, loaded when first opened: none of them is on the first paint, and together with
 * their pickers they are a good part of the page's own JavaScript. While one loads, a small "Opening…"
 * note stands where it will appear.
 */
import dynamic from "next/dynamic";
import styles from "./mypage.module.css";

function Opening() {
  return (
    <p className={styles.opening} role="status">
      Opening…
    </p>
  );
}

export const WidgetGallery = dynamic(() => import("./widget-gallery").then((m) => m.WidgetGallery), {
  ssr: false,
  loading: Opening,
});
export const TabNameDialog = dynamic(() => import("./tab-name-dialog").then((m) => m.TabNameDialog), {
  ssr: false,
  loading: Opening,
});
export const WidgetSettingsDialog = dynamic(
  () => import("./widget-settings-dialog").then((m) => m.WidgetSettingsDialog),
  { ssr: false, loading: Opening },
);
export const FeedDialog = dynamic(() => import("./feed-dialog").then((m) => m.FeedDialog), {
  ssr: false,
  loading: Opening,
});
export const ConflictDialog = dynamic(() => import("./conflict-dialog").then((m) => m.ConflictDialog), {
  ssr: false,
  loading: Opening,
});
export const ShareDialog = dynamic(() => import("@/components/projects/share-dialog").then((m) => m.ShareDialog), {
  ssr: false,
  loading: Opening,
});
