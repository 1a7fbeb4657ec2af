import "server-only";
import { z } from "zod";
import { MIN_DATE } from "@/lib/server/gateway/format/types";
import { defineEndpoint } from "@/lib/server/gateway/types";
import { DomainError } from "@/lib/server/errors";
import { WIDGET_KINDS, widgetKind } from "@/lib/server/mypage/widget-kinds";
import { ZWidgetKindResult } from "@/lib/contract/responses";

export const widgetKindEndpoint = defineEndpoint({
  id: "widget.kind",
  response: ZWidgetKindResult,
  summary: "Legacy secure content: a widget kind for the gallery",
  description:
    `{key}: a widget Key, any case (${WIDGET_KINDS.map((k) => k.key).join(", ")}). Answers {WidgetKind: {Key, ` +
    "Title, Description, Settings: the default settings (their names are the kind's settings), Available: " +
    "whether this server can show its data}, LastUpdated}. Access is checked against configuration: any " +
    "signed-in caller, for the kinds the operator enabled (MYPAGE_WIDGET_KEYS, comma-separated; all when unset). " +
    "A kind not enabled is a 403; an unknown key a 404.",
  methods: ["GET"],
  paths: ["/Widget/{key}"],
  params: z.object({ key: z.string().max(100) }),
  formats: "standard",
  auth: "user",
  xmlRoot: "WidgetKindResult",
  examples: [{ request: "GET /api/Widget/DocumentList?type=json" }],
  handler: async ({ params }) => {
    if (!WIDGET_KINDS.some((k) => k.key.toLowerCase() === params.key.trim().toLowerCase()))
      throw new DomainError("WIDGET_KEY_NOT_FOUND", `key: no widget kind "${params.key}"`);
    const kind = widgetKind(params.key, "key");
    return {
      WidgetKind: {
        Key: kind.key,
        Title: kind.title,
        Description: kind.description,
        Settings: kind.defaults,
        Available: true,
      },
      LastUpdated: MIN_DATE,
    };
  },
});
