"use client";

import { useEffect } from "react";

/** The attribute that marks the search box "/" focuses; the last one in the page wins (a page's own box). */
export const SLASH_FOCUS_ATTRIBUTE = "data-slash-focus";

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/** "/" anywhere outside a text field focuses the search box, as in most search tools. */
export function useSlashFocus() {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      const boxes = document.querySelectorAll<HTMLInputElement>(`[${SLASH_FOCUS_ATTRIBUTE}]`);
      const box = boxes[boxes.length - 1];
      if (!box) return;
      event.preventDefault();
      box.focus();
      box.select();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}
