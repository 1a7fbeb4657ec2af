"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import styles from "./top-bar.module.css";

const LINKS = [
  { href: "/", label: "MyPage", active: (p: string) => p === "/" },
  { href: "/search", label: "Search", active: (p: string) => p.startsWith("/search") || p.startsWith("/documents") },
  { href: "/projects", label: "Projects", active: (p: string) => p.startsWith("/projects") },
];

export function MainNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Main" className={styles.nav}>
      {LINKS.map((link) => (
        <Link
          key={link.href}
          href={link.href}
          className={styles.navLink}
          aria-current={link.active(pathname) ? "page" : undefined}
        >
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
