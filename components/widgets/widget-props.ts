import type { TWidget } from "@/lib/client/api/mypage-types";
import type { TWidgetDraft } from "@/lib/client/api/use-widget-mutations";

/** What every widget body receives. */
export type TWidgetBodyProps = {
  widget: TWidget;
  settings: Record<string, string>;
  /** The widget's query (Settings.Query, else its Query) ANDed with the tab's Filter. */
  query: string;
  readOnly: boolean;
  /** Saves members of the widget from `base` (the LastUpdatedUtc read); false when it did not (a conflict). */
  onSave: (draft: TWidgetDraft, base: string) => Promise<boolean>;
};
