/** The feed form's choices and validation messages (shared by adding and editing). */

export const INTERVAL_CHOICES = [
  { seconds: 300, label: "Every 5 minutes" },
  { seconds: 900, label: "Every 15 minutes" },
  { seconds: 3600, label: "Every hour" },
  { seconds: 6 * 3600, label: "Every 6 hours" },
  { seconds: 86_400, label: "Once a day" },
] as const;

export type TFieldErrors = { Url?: string; Name?: string; IntervalSeconds?: string; form?: string };

/**
 * Checks the URL's shape here (the server checks it again, with its address policy), and places a server
 * message ("Url: …", "IntervalSeconds: …") under its field; anything else is a message for the form.
 */
export function fieldErrors(values: { Url?: string }, serverMessage?: string): TFieldErrors {
  if (serverMessage) {
    const match = /^(Url|Name|IntervalSeconds):\s*(.*)$/s.exec(serverMessage);
    if (match) return { [match[1] as "Url"]: capitalise(match[2]!) };
    return { form: serverMessage };
  }
  const url = values.Url?.trim() ?? "";
  if (values.Url !== undefined) {
    if (!url) return { Url: "Enter the feed's address, e.g. https://news.example/rss.xml" };
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return { Url: "This is not a web address; it should start with https:// or http://" };
    }
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:")
      return { Url: "A feed address must start with https:// or http://" };
  }
  return {};
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
