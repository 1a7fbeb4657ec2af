"use client";

import { useEffect, useRef, type RefObject } from "react";

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    (/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) && target.getAttribute("type") !== "checkbox")
  );
}

/**
 * Mail-client keys over the result rows in `list`: j / k move to the next / previous result (focusing
 * its title link, so Enter opens it), x selects or unselects it (Shift+x extends a range).
 */
export function useResultKeys(list: RefObject<HTMLElement | null>, onToggle: (id: string, shift: boolean) => void) {
  const toggle = useRef(onToggle);
  useEffect(() => {
    toggle.current = onToggle;
  });
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target) || !list.current) return;
      const key = event.key.toLowerCase();
      if (key !== "j" && key !== "k" && key !== "x") return;
      const rows = [...list.current.querySelectorAll<HTMLElement>("[data-item-ref]")];
      if (rows.length === 0) return;
      const current = rows.findIndex((row) => row.contains(document.activeElement));
      event.preventDefault();
      if (key === "x") {
        const row = rows[Math.max(0, current)]!;
        toggle.current(row.dataset.itemRef!, event.shiftKey);
        return;
      }
      const next = key === "j" ? Math.min(rows.length - 1, current + 1) : Math.max(0, current - 1);
      rows[next]!.querySelector<HTMLElement>("h3 a")?.focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [list]);
}
