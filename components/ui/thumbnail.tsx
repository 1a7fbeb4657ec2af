"use client";

import { useState } from "react";
import styles from "./thumbnail.module.css";

/**
 * A document's picture from its source (feed thumbnail, page og:image), loaded lazily from the source's
 * own host without a referrer; a picture that fails to load is left out rather than shown broken.
 */
export function Thumbnail({ src, size = "md" }: { src?: string; size?: "sm" | "md" }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- pictures of any host, sized by CSS, not next/image
    <img
      className={styles[size]}
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      data-testid="thumbnail"
    />
  );
}

/** The picture of a document item's Images extra, if any. */
export const imageOf = (extras?: { Images?: { Items: { ImageSrc: string }[] } }) => extras?.Images?.Items[0]?.ImageSrc;
