import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { screenshotBothSchemes } from "../support/screenshots";
import { apiGet, createUser, hasWikinews, signInAs, wikinewsMissing, createTab } from "../support/ui-fixtures";

test.skip(!hasWikinews, wikinewsMissing);

// The benchmark: MyPage with 12 widgets on the Wikinews corpus, the time until every widget
// shows its data (warm: second load) and the gzipped JavaScript the page loads. Reported as annotations
// and on stdout; the time asserted here is loose (a shared CI machine), the targets are 1.5 s / 250 kB.
const WIDGETS = [
  { Key: "DocumentList", Settings: { Query: "election" } },
  { Key: "DocumentList", Settings: { Query: "earthquake", SortBy: "relevance" } },
  { Key: "BlogList" },
  { Key: "TopStories" },
  { Key: "TopStories", Settings: { StorySelector: "fastestgrowing" } },
  { Key: "Quotes", Settings: { Query: "president" } },
  { Key: "GeoMap" },
  { Key: "DocumentVolume" },
  { Key: "NetworkGraph", Settings: { Query: "football" } },
  { Key: "SocialFeed" },
  { Key: "Note", Settings: { Text: "Morning briefing" } },
  { Key: "DocumentList", Settings: { Query: "COVID-19", PageSize: "5" } },
];

test("MyPage with 12 widgets: time to data and JavaScript size", async ({ page }) => {
  await signInAs(page, createUser("Speed"));
  const tab = await createTab(page.request, "Speed ");
  for (const [i, widget] of WIDGETS.entries()) {
    const placed = {
      ...widget,
      Title: `${widget.Key} ${i}`,
      WidgetGroup: ["LeftZone", "MiddleZone", "RightZone"][i % 3],
    };
    await apiGet(page.request, `/widget/save?tabId=${tab.Id}&widgetJSON=${encodeURIComponent(JSON.stringify(placed))}`);
  }

  const scripts = new Map<string, number>();
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script" || !response.ok()) return;
    const body = await response.body().catch(() => undefined);
    if (body) scripts.set(response.url(), gzipSync(body).length);
  });

  const settled = async () => {
    await expect(page.getByTestId("widget")).toHaveCount(WIDGETS.length);
    await expect(page.getByTestId("widget-loading")).toHaveCount(0, { timeout: 30_000 });
  };
  // Checked in the page at every frame: expect()'s retries back off to a second, which would make
  // the measure coarser than what it measures.
  const dataShown = () =>
    page.waitForFunction(
      (count) =>
        document.querySelectorAll("[data-testid=widget]").length === count &&
        document.querySelectorAll("[data-testid=widget-loading]").length === 0,
      WIDGETS.length,
      { polling: "raf", timeout: 30_000 },
    );

  await page.goto(`/?tab=${tab.Id}`); // cold: compiles nothing (production build), fills caches
  await settled();
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = Date.now();
    await page.reload();
    await dataShown();
    runs.push(Date.now() - started);
  }
  const warmMs = [...runs].sort((a, b) => a - b)[1]!;

  // No redundant requests: one load asks for the tab once (the early request in <head>, taken by the
  // tab query) and for each widget's data once (prefetched with the tab, read by the widget).
  const asked: string[] = [];
  const onRequest = (request: { url: () => string }) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) asked.push(url.pathname + url.search);
  };
  page.on("request", onRequest);
  await page.reload();
  await dataShown();
  await page.waitForTimeout(500);
  page.off("request", onRequest);
  expect(asked.filter((u) => u.startsWith("/api/mypagetab?"))).toHaveLength(1);
  // The notification bell and the live event stream (alerts) are not widget data.
  const data = asked.filter((u) => !/^\/api\/(mypagetabs?|user|v1\/notifications|v1\/events)\?/.test(u));
  expect(data.length).toBe(new Set(data).size);
  expect(data.length).toBe(WIDGETS.length - 1); // every widget but the note
  const gzipKb = [...scripts.values()].reduce((a, b) => a + b, 0) / 1024;
  const largest = [...scripts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([url, size]) => `${new URL(url).pathname.split("/").pop()} ${(size / 1024).toFixed(1)}`);

  test
    .info()
    .annotations.push(
      { type: "mypage-12-widgets-warm-ms", description: String(warmMs) },
      { type: "mypage-12-widgets-warm-runs-ms", description: runs.join(", ") },
      { type: "mypage-js-gzip-kb", description: gzipKb.toFixed(1) },
      { type: "mypage-js-largest-kb", description: largest.join(", ") },
    );
  console.log(
    `MyPage, 12 widgets: every widget shows data after ${warmMs} ms (warm, median of ${runs.join(", ")}); JavaScript ${gzipKb.toFixed(1)} kB gzipped in ${scripts.size} files (largest: ${largest.join(", ")})`,
  );
  await screenshotBothSchemes(page, "mypage-12-widgets", settled);
  expect(warmMs).toBeLessThan(15_000);
  // The size does not depend on the machine's load: held to the target.
  expect(gzipKb).toBeLessThan(250);
});
