import { createElement, Fragment, type ReactNode } from "react";
import { parseSafeHtml, type TSafeNode } from "@/lib/client/ui/safe-html";

function render(nodes: TSafeNode[], keyPrefix: string): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${keyPrefix}${index}`;
    if (typeof node === "string") return <Fragment key={key}>{node}</Fragment>;
    if (node.tag === "br") return <br key={key} />;
    return createElement(node.tag, { key }, render(node.children, `${key}.`));
  });
}

/** Renders the API's highlighted HTML with only <em>, <b>, <strong>, <mark>, <p> and <br>; never as raw HTML. */
export function SafeHtml({
  html,
  as: Tag = "span",
  className,
}: {
  html: string;
  as?: "span" | "div";
  className?: string;
}) {
  return <Tag className={className}>{render(parseSafeHtml(html), "")}</Tag>;
}
