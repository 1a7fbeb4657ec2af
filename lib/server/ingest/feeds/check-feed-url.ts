import "server-only";
import dns from "node:dns/promises";
import net from "node:net";
import { DomainError } from "@/lib/server/errors";
import { isAllowedAddress } from "@/lib/server/ingest/fetch/address-policy";

/**
 * A feed URL a user may register: http or https, no credentials, and a host that does not resolve to a
 * private, loopback or link-local address (the fetcher's SSRF policy, checked again on every connection and
 * redirect). A host that does not resolve now is accepted: the poll reports it as the source's last error.
 */
export async function checkFeedUrl(input: string): Promise<string> {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new DomainError("INVALID_URL", `Url: not a URL: ${input.slice(0, 200)}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new DomainError("INVALID_URL", "Url: a feed must be an http or https URL");
  if (url.username || url.password)
    throw new DomainError("INVALID_URL", "Url: a feed URL must not contain a user name or password");
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const addresses = net.isIP(host)
    ? [host]
    : await dns
        .lookup(host, { all: true, verbatim: true })
        .then((all) => all.map((a) => a.address))
        .catch(() => []);
  const refused = addresses.find((address) => !isAllowedAddress(address, host));
  if (refused)
    throw new DomainError(
      "BLOCKED_ADDRESS",
      `Url: ${url.hostname} is a private, loopback or link-local address (${refused}); feeds must be on the public internet`,
    );
  return url.toString();
}
