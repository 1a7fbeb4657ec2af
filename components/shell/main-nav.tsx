"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import styles from "./top-bar.module.css";

const LINKS = [
  { href: "/", label: "MyPage", active: (p: string) => p === "/" },
  { href: "/search", label: "Search", active: (p: string) => p.startsWith("/search") || p.startsWith("/documents") },
  { href: "/projects", label: "Projects", active: (p: string) => p.startsWith("/projects") },
  { href: "/alerts", label: "Alerts", active: (p: string) => p.startsWith("/alerts") },
  { href: "/sources", label: "Sources", active: (p: string) => p.startsWith("/sources") },
];

/**
 * The main links. Their pages are fetched ahead on hover or focus, not when the bar is painted: on
 * load that prefetch took connections and server time from the page's own data (MyPage's widgets).
 */
export function MainNav() {
  const pathname = usePathname();
  const router = useRouter();
  return (
    <nav aria-label="Main" className={styles.nav}>
      {LINKS.map((link) => (
        <Link
          key={link.href}
          href={link.href}
          prefetch={false}
          onMouseEnter={() => router.prefetch(link.href)}
          onFocus={() => router.prefetch(link.href)}
          className={styles.navLink}
          aria-current={link.active(pathname) ? "page" : undefined}
        >
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
