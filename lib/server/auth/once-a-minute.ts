import "server-only";

/**
 * The rule of the best-effort usage stamps (API keys' last use, sessions' last seen): an id is stamped at
 * most once a minute. This process remembers its own stamps, so a hot id costs no database round trip
 * in between; the memory is dropped when it holds more than 10,000 ids.
 */
export function onceAMinute<K>(): (id: K) => boolean {
  const stampedAt = new Map<K, number>();
  return (id) => {
    const last = stampedAt.get(id);
    if (last !== undefined && Date.now() - last < 60_000) return false;
    if (stampedAt.size > 10_000) stampedAt.clear();
    stampedAt.set(id, Date.now());
    return true;
  };
}
