/**
 * Signs a GET URL for API-key access (api-spec "API key and digest"): digest = Base64(HMAC-SHA1(secret,
 * "GET " + url)), then apiKey and digest are appended. Runs in the browser (Web Crypto): the secret
 * never leaves the page. Feeds (/widget/rss) accept only such digested requests.
 */
export async function signGetUrl(url: string, apiKey: string, secret: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-1" }, false, [
    "sign",
  ]);
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(`GET ${url}`)));
  const digest = btoa(String.fromCharCode(...signature));
  const separator = url.includes("?") ? "&" : "?";
  return `${url}${separator}apiKey=${encodeURIComponent(apiKey)}&digest=${encodeURIComponent(digest)}`;
}
