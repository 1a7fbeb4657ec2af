"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";

/** Copies `text` to the clipboard and says so for a moment (also to screen readers). */
export function CopyButton({ text, label = "Copy" }: { text: string; label?: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        onClick={() =>
          navigator.clipboard.writeText(text).then(
            () => setState("copied"),
            () => setState("failed"),
          )
        }
      >
        {label}
      </Button>
      <span role="status" aria-live="polite">
        {state === "copied" ? "Copied" : state === "failed" ? "Could not copy: select the text and copy it" : ""}
      </span>
    </>
  );
}
