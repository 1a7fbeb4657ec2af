import type { ReactNode } from "react";

export type TFeature = { name: string; summary: string; icon: ReactNode };

const ICON_PROPS = {
  width: 22,
  height: 22,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.8,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
  focusable: false,
} as const;

/** What the workspace grows into next; each becomes a page of its own. */
export const UPCOMING_FEATURES: TFeature[] = [
  {
    name: "Search",
    summary:
      "Full-text search across every article, narrowed by entity, source, language and date, with saved queries you can come back to.",
    icon: (
      <svg {...ICON_PROPS}>
        <circle cx="11" cy="11" r="6.5" />
        <path d="m20 20-4.2-4.2" />
      </svg>
    ),
  },
  {
    name: "Entities",
    summary:
      "People, companies, organisations and places found in the news: who is quoted, what they appear alongside, and how attention changes over time.",
    icon: (
      <svg {...ICON_PROPS}>
        <circle cx="12" cy="8" r="3.5" />
        <path d="M5 20a7 7 0 0 1 14 0" />
      </svg>
    ),
  },
  {
    name: "MyPage",
    summary:
      "Your own dashboard: tabs of widgets for the searches, entities and stories you follow, arranged the way you work.",
    icon: (
      <svg {...ICON_PROPS}>
        <rect x="3.5" y="3.5" width="7" height="7" rx="1.5" />
        <rect x="13.5" y="3.5" width="7" height="4" rx="1.5" />
        <rect x="13.5" y="10.5" width="7" height="10" rx="1.5" />
        <rect x="3.5" y="13.5" width="7" height="7" rx="1.5" />
      </svg>
    ),
  },
  {
    name: "Projects",
    summary:
      "Collect documents and entities into projects, share them with colleagues, and export them for reports and briefings.",
    icon: (
      <svg {...ICON_PROPS}>
        <path d="M3.5 7.5a2 2 0 0 1 2-2h4l2 2h7a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-13a2 2 0 0 1-2-2z" />
      </svg>
    ),
  },
];
