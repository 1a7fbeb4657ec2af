import type { ComponentPropsWithRef, ElementType, ReactNode } from "react";
import styles from "./card.module.css";

export type TCardProps = ComponentPropsWithRef<"section"> & {
  /** The element to render; a list of cards wants "li", a standalone one "section" or "article". */
  as?: ElementType;
  padding?: "md" | "lg";
  /** A quieter card that does not lift off the page. */
  flat?: boolean;
  children?: ReactNode;
};

export function Card({ as: Tag = "section", padding = "md", flat = false, className, children, ...rest }: TCardProps) {
  const classes = [styles.card, styles[padding], flat && styles.flat, className].filter(Boolean).join(" ");
  return (
    <Tag className={classes} {...rest}>
      {children}
    </Tag>
  );
}
