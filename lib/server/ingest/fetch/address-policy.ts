import "server-only";
import net from "node:net";

// Addresses a fetch of a user-supplied URL must never reach (SSRF): loopback, private, link-local,
// carrier-grade NAT, multicast, unspecified, and their IPv6 counterparts.
const blocked = new net.BlockList();
for (const [prefix, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blocked.addSubnet(prefix, bits, "ipv4");
}
for (const [prefix, bits] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  blocked.addSubnet(prefix, bits, "ipv6");
}

/**
 * FEED_ALLOWLIST: comma-separated URL host names (or IP literals as written in URLs) that may be
 * fetched although they are private (tests, intranets). Matched on the URL's host, not on what it
 * resolves to: allowing 127.0.0.1 does not allow localhost.
 */
function allowlist(): Set<string> {
  return new Set(
    (process.env.FEED_ALLOWLIST ?? "")
      .split(",")
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
}

export function isAllowedAddress(address: string, hostname: string): boolean {
  const allowed = allowlist();
  if (allowed.has(hostname.toLowerCase())) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return !blocked.check(mapped, "ipv4");
  return !blocked.check(address, net.isIPv6(address) ? "ipv6" : "ipv4");
}
