import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { screenshotBothSchemes } from "../support/screenshots";
import { createUser, signInAs, uniqueName } from "../support/ui-fixtures";

// The Sources page as a user: a feed served by a file server started here (on 127.0.0.1, which the suite's
// server may fetch: FEED_ALLOWLIST) is added in the UI, its documents appear in search and its status on
// the page; an upload shows its progress, then the import's figures live in the status view.
let feedServer: http.Server;
let feedBase = "";
const tag = uniqueName("quay");
const titles = [1, 2, 3].map((n) => `Valletta quay expansion ${tag} phase ${n}`);

test.beforeAll(async () => {
  feedServer = http.createServer((req, res) => {
    if (req.url !== "/news.xml") {
      res.writeHead(404).end("not found");
      return;
    }
    const items = titles
      .map(
        (title, i) =>
          `<item><title>${title}</title><link>${feedBase}/a/${i}</link><guid>${feedBase}/a/${tag}-${i}</guid>` +
          `<pubDate>Mon, 02 Nov 2020 10:00:00 GMT</pubDate><description>The port authority of Valletta, Malta, ` +
          `approved phase ${i + 1} of the quay expansion (${tag}). Director Maria Camilleri said work starts in spring.</description></item>`,
      )
      .join("");
    res.writeHead(200, { "Content-Type": "application/rss+xml" });
    res.end(
      `<?xml version="1.0"?><rss version="2.0"><channel><title>Quay news</title><link>${feedBase}</link><description>t</description>${items}</channel></rss>`,
    );
  });
  await new Promise<void>((r) => feedServer.listen(0, "127.0.0.1", r));
  feedBase = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
});

test.afterAll(() => {
  feedServer?.close();
});

async function noSidewaysScroll(page: Page) {
  const { overflow, offenders } = await page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    // The innermost elements that reach past the screen's right edge, to say what overflows.
    offenders: [...document.querySelectorAll("body *")]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
      .filter((e) => ![...e.children].some((c) => c.getBoundingClientRect().right > window.innerWidth + 0.5))
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${e.className} ${Math.round(e.getBoundingClientRect().right)}px`),
  }));
  expect(overflow, offenders.join(", ")).toBeLessThanOrEqual(0);
}

test.describe("Sources page", () => {
  test("add a feed in the UI: validation, status, documents in search, pause, edit, remove", async ({ page }) => {
    test.setTimeout(180_000);
    await signInAs(page, createUser("Feeds"));
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sources" }).click();
    await expect(page).toHaveURL(/\/sources$/);
    await expect(page.getByRole("heading", { name: "Sources", level: 1 })).toBeVisible();
    await expect(page.getByTestId("empty-state")).toContainText("Add an RSS or Atom feed");

    const form = page.getByRole("form", { name: "Add a feed" });
    const urlField = form.getByLabel("Feed URL (RSS or Atom)");
    await form.getByRole("button", { name: "Add feed" }).click();
    await expect(form.getByText("Enter the feed's address")).toBeVisible();
    await urlField.fill("ftp://files.example/feed.xml");
    await form.getByRole("button", { name: "Add feed" }).click();
    await expect(form.getByText("must start with https:// or http://")).toBeVisible();
    // The server's address policy: a private address is refused, with the reason under the field.
    await urlField.fill("http://10.0.0.7/feed.xml");
    await form.getByRole("button", { name: "Add feed" }).click();
    await expect(form.getByText(/private, loopback or link-local address/)).toBeVisible();
    await expect(page.getByTestId("source-card")).toHaveCount(0);

    await urlField.fill(`${feedBase}/news.xml`);
    await form.getByLabel("Name (optional)").fill(`Quay news ${tag}`);
    await form.getByRole("button", { name: "Add feed" }).click();
    await expect(page.getByRole("status").filter({ hasText: "3 new documents" })).toBeVisible({ timeout: 60_000 });

    const card = page.getByTestId("source-card").filter({ hasText: `Quay news ${tag}` });
    await expect(card.getByTestId("source-status")).toHaveText("Working: the last fetch succeeded");
    await expect(card.getByTestId("items-seen")).toHaveText("3");
    await expect(card.getByTestId("last-fetch")).toHaveText(/just now|ago/);
    await expect(card.getByTestId("next-poll")).toHaveText("in 15 min");
    // The status view lists the feed's run.
    const run = page.getByTestId("ingest-run").filter({ hasText: `Feed: feed Quay news ${tag}` });
    await expect(run).toContainText("3 read · 3 stored · 0 duplicates · 0 rejected");
    await expect(run).toContainText("Finished");

    await page.setViewportSize({ width: 390, height: 844 });
    await noSidewaysScroll(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshotBothSchemes(page, "sources", async () => {
      await expect(card.getByTestId("items-seen")).toHaveText("3");
    });

    // Pause and resume, in words.
    await card.getByRole("button", { name: "Pause" }).click();
    await expect(card.getByTestId("source-status")).toHaveText("Paused: not fetched until resumed");
    await expect(card.getByTestId("next-poll")).toHaveText("Paused");
    await card.getByRole("button", { name: "Resume" }).click();
    await expect(card.getByTestId("next-poll")).toHaveText("due now");

    // Edit: a bad URL is refused under its field; a new name and interval are saved.
    await card.getByRole("button", { name: "Edit" }).click();
    const edit = card.getByRole("form", { name: `Edit Quay news ${tag}` });
    await edit.getByLabel("Feed URL").fill("not a url");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(edit.getByText("This is not a web address")).toBeVisible();
    await edit.getByLabel("Feed URL").fill(`${feedBase}/news.xml`);
    await edit.getByLabel("Name").fill(`Quay daily ${tag}`);
    await edit.getByLabel("Check for new articles").selectOption({ label: "Every hour" });
    await edit.getByRole("button", { name: "Save" }).click();
    const renamed = page.getByTestId("source-card").filter({ hasText: `Quay daily ${tag}` });
    await expect(renamed).toContainText("every 1 h");

    // The documents are in the corpus.
    await page.goto(`/search?q=${tag}`);
    for (const title of titles) await expect(page.getByText(title).first()).toBeVisible({ timeout: 30_000 });

    // Remove: asks first, says the documents stay, and they do.
    await page.goto("/sources");
    await renamed.getByRole("button", { name: "Remove…" }).click();
    await expect(renamed.getByRole("group", { name: "Confirm removal" })).toContainText("Its documents stay");
    await renamed.getByRole("button", { name: "Remove", exact: true }).click();
    await expect(page.getByTestId("source-card").filter({ hasText: tag })).toHaveCount(0);
    await page.goto(`/search?q=${tag}`);
    await expect(page.getByText(titles[0]!).first()).toBeVisible({ timeout: 30_000 });
  });

  test("upload a package: upload progress, then the import's figures live, with rejections and reasons", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signInAs(page, createUser("Uploads"));
    await page.goto("/sources");
    const uploadTag = uniqueName("cargo");
    const lines = Array.from({ length: 400 }, (_, i) =>
      JSON.stringify({
        title: `Cargo bulletin ${uploadTag} number ${i}`,
        body: `The harbour authority of Valletta said shipment ${i} of ${uploadTag} arrived on Monday. Port director Maria Camilleri confirmed the figures to reporters.`,
        publishedAt: "2020-11-02T10:00:00Z",
        language: "en",
      }),
    );
    lines.splice(10, 0, "{this line is not json");
    const file = {
      name: `${uploadTag}.jsonl`,
      mimeType: "application/x-ndjson",
      buffer: Buffer.from(lines.join("\n") + "\n"),
    };

    const panel = page.getByRole("form", { name: "Upload files" });
    await panel.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByText("Choose a file or package to upload first.")).toBeVisible();

    await page.getByTestId("upload-input").setInputFiles(file);
    await panel.getByRole("button", { name: "Upload" }).click();
    // Upload progress, then the import on the server, whose run shows live in the status view.
    await expect(page.getByText(`Uploaded ${uploadTag}.jsonl; importing its documents…`)).toBeVisible({
      timeout: 30_000,
    });
    const run = page.getByTestId("ingest-run").filter({ hasText: `Upload: upload ${uploadTag}.jsonl` });
    // A fast import may end between two polls of the status view: running (with its live figures) or done.
    await expect(run).toHaveAttribute("data-status", /^(running|done)$/, { timeout: 30_000 });
    if ((await run.getAttribute("data-status")) === "running") await expect(run).toContainText(/docs\/s/);

    await expect(page.getByTestId("upload-result")).toContainText("400 documents added, 1 rejected", {
      timeout: 180_000,
    });
    await expect(page.getByTestId("upload-result")).toContainText(`${uploadTag}.jsonl line 11`);
    await expect(run).toHaveAttribute("data-status", "done", { timeout: 30_000 });
    await expect(run).toContainText("401 read · 400 stored · 0 duplicates · 1 rejected");
    await run.getByText("Why one record was rejected").click();
    await expect(run.getByRole("listitem").filter({ hasText: /^1×/ })).toBeVisible();
  });
});
