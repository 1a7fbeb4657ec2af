/**
 * Where to go after signing in. Only same-site paths: a single leading slash, so "//evil.example"
 * and "/\evil.example" (which browsers treat as protocol-relative) fall back to "/".
 */
export function safeNextPath(next: string | string[] | undefined | null): string {
  const value = Array.isArray(next) ? next[0] : next;
  if (!value || !value.startsWith("/")) return "/";
  if (value.startsWith("//") || value.startsWith("/\\")) return "/";
  if (/[\u0000-\u001f]/.test(value)) return "/";
  if (/^\/login(?:[/?#]|$)/i.test(value)) return "/"; // never loop back to the sign-in page
  return value;
}
