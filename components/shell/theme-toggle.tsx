"use client";

import type { ReactNode } from "react";
import { THEME_CHOICES, type TThemeChoice } from "./theme-storage";
import styles from "./theme-toggle.module.css";
import { useTheme } from "./use-theme";

const LABELS: Record<TThemeChoice, string> = { light: "Light", dark: "Dark", system: "System" };

const ICON_PROPS = {
  width: 16,
  height: 16,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
  focusable: false,
} as const;

const ICONS: Record<TThemeChoice, ReactNode> = {
  light: (
    <svg {...ICON_PROPS}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </svg>
  ),
  dark: (
    <svg {...ICON_PROPS}>
      <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />
    </svg>
  ),
  system: (
    <svg {...ICON_PROPS}>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </svg>
  ),
};

/** Light / dark / follow the system. The choice is stored per browser and applied to <html data-theme>. */
export function ThemeToggle() {
  const [choice, setChoice] = useTheme();
  return (
    <div className={styles.group} role="group" aria-label="Colour theme" data-testid="theme-toggle">
      {THEME_CHOICES.map((option) => (
        <button
          key={option}
          type="button"
          className={styles.option}
          aria-pressed={choice === option}
          title={`${LABELS[option]} theme`}
          onClick={() => setChoice(option)}
        >
          {ICONS[option]}
          <span className="visually-hidden">{LABELS[option]}</span>
        </button>
      ))}
    </div>
  );
}
