import { expect, test, type Page } from "@playwright/test";
import { screenshotBothSchemes } from "../support/screenshots";
import { apiCall, apiGet, createUser, hasWikinews, signInAs, wikinewsMissing } from "../support/ui-fixtures";

test.skip(!hasWikinews, wikinewsMissing);

async function search(page: Page, query: string) {
  const box = page.getByTestId("query-input");
  await box.fill(query);
  await box.press("Enter");
}

test.describe("search page", () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, createUser("Searcher"));
  });

  test("typing a query shows highlighted results, the beautified query, sorting and paging", async ({ page }) => {
    await page.goto("/search");
    await search(page, "election");
    await expect(page).toHaveURL(/\/search\?q=election$/);
    await expect(page.getByTestId("result-count")).toHaveText(/^\d+ documents?$/);
    await expect(page.getByTestId("query-beautified")).toContainText("election");
    const rows = page.getByTestId("result-row");
    await expect(rows.first()).toBeVisible();
    // The teaser's matches come back in <em> and are rendered as elements, not as text.
    const highlight = rows.first().locator("em").first();
    await expect(highlight).toHaveText(/elect/i);
    await expect(rows.first()).not.toContainText("<em>");

    await screenshotBothSchemes(page, "search", async () => {
      await expect(rows.first()).toBeVisible();
    });

    await test.step("sort by relevance keeps results and records it in the URL", async () => {
      await page.getByTestId("sort").selectOption("relevance");
      await expect(page).toHaveURL(/sort=relevance/);
      await expect(rows.first()).toBeVisible();
    });

    await test.step("a relevance threshold narrows the results", async () => {
      const before = Number((await page.getByTestId("result-count").textContent())!.split(" ")[0]);
      // The keyboard moves the slider as a user would: End is the strictest threshold.
      await page.getByTestId("relevance").focus();
      await page.keyboard.press("End");
      await expect(page).toHaveURL(/rel=1(&|$)/);
      await expect
        .poll(async () => Number((await page.getByTestId("result-count").textContent())!.split(" ")[0]))
        .toBeLessThan(before);
    });

    await test.step("paging", async () => {
      await page.goto("/search?q=said");
      await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
      const firstTitle = await rows.first().locator("h3").textContent();
      await page.getByRole("button", { name: "Next →" }).click();
      await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
      await expect(page).toHaveURL(/page=2/);
      await expect(rows.first().locator("h3")).not.toHaveText(firstTitle!);
    });
  });

  test("a syntax error is marked at its position", async ({ page }) => {
    await page.goto("/search");
    await page.getByTestId("query-input").fill("oil AND OR gas");
    // Escape closes the entity suggestions for "gas", which would cover the message.
    await page.getByTestId("query-input").press("Escape");
    await expect(page.getByRole("listbox", { name: "Entity suggestions" })).toBeHidden();
    const error = page.getByTestId("query-error");
    await expect(error).toContainText("at position 8");
    await expect(page.getByTestId("query-error-mark")).toHaveText("O");
    await expect(page.getByTestId("query-error-source")).toHaveText("oil AND OR gas");
    await expect(page.getByTestId("query-input")).toHaveAttribute("aria-invalid", "true");
    await screenshotBothSchemes(page, "search-syntax-error", async () => {
      await expect(error).toBeVisible();
    });
    // Fixing it clears the mark.
    await page.getByTestId("query-input").fill("oil OR gas");
    await expect(page.getByTestId("query-beautified")).toBeVisible();
    await expect(error).toHaveCount(0);
  });

  test("entity suggestions complete the words being typed, and / focuses the search box", async ({ page }) => {
    await page.goto("/search");
    await page.locator("body").press("/");
    await expect(page.getByTestId("query-input")).toBeFocused();
    await page.getByTestId("query-input").pressSequentially("Unite");
    const options = page.getByRole("listbox", { name: "Entity suggestions" }).getByRole("option");
    await expect(options.first()).toBeVisible();
    await page.getByTestId("query-input").press("ArrowDown");
    await page.getByTestId("query-input").press("Enter");
    await expect(page.getByTestId("query-input")).toHaveValue(/^[A-Za-z]+:"[^"]+" $/);
  });

  test("select results with a shift-click range, add two to a new Scrapbook, see them on its page", async ({
    page,
  }) => {
    await page.goto("/search?q=government");
    const rows = page.getByTestId("result-row");
    await expect(rows.nth(2)).toBeVisible();
    const refs = await Promise.all([0, 1, 2].map((i) => rows.nth(i).getAttribute("data-item-ref")));
    const titles = await Promise.all([0, 2].map((i) => rows.nth(i).locator("h3").textContent()));

    await rows.nth(0).getByRole("checkbox").click();
    await rows
      .nth(2)
      .getByRole("checkbox")
      .click({ modifiers: ["Shift"] });
    await expect(page.getByTestId("selection-bar")).toContainText("3 selected");
    await rows.nth(1).getByRole("checkbox").click();
    await expect(page.getByTestId("selection-bar")).toContainText("2 selected");

    await test.step("the keyboard moves through results and selects with x", async () => {
      await page.locator("body").click({ position: { x: 5, y: 300 } });
      await page.keyboard.press("j");
      await expect(rows.nth(0).locator("h3 a")).toBeFocused();
      for (let i = 0; i < 3; i++) await page.keyboard.press("j");
      await expect(rows.nth(3).locator("h3 a")).toBeFocused();
      await page.keyboard.press("x");
      await expect(page.getByTestId("selection-bar")).toContainText("3 selected");
      await page.keyboard.press("x");
      await page.keyboard.press("k");
      await expect(rows.nth(2).locator("h3 a")).toBeFocused();
      await expect(page.getByTestId("selection-bar")).toContainText("2 selected");
    });

    await page.getByRole("button", { name: "Add to Scrapbook" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Add 2 documents to a Scrapbook");
    const name = `Elections ${Date.now().toString(36)}`;
    await dialog.getByLabel("Name of the new Scrapbook").fill(name);
    await dialog.getByRole("button", { name: "Add" }).click();
    const notice = page.getByTestId("added-notice");
    await expect(notice).toContainText(`Added 2 documents to ${name}`);

    await notice.getByRole("link", { name }).click();
    await expect(page.getByTestId("project-title")).toHaveText(name);
    const items = page.getByTestId("project-item");
    await expect(items).toHaveCount(2);
    expect((await items.evaluateAll((els) => els.map((e) => e.getAttribute("data-item-ref")))).sort()).toEqual(
      [refs[0], refs[2]].sort(),
    );
    for (const title of titles) await expect(page.getByTestId("project-items")).toContainText(title!.trim());
  });

  test("each result shows its language and the Languages facet refines the search with language:", async ({ page }) => {
    await page.goto("/search?q=earthquake");
    const rows = page.getByTestId("result-row");
    await expect(rows.first().getByTestId("result-language")).toHaveText("en");
    await expect(rows.first().getByTestId("result-language")).toHaveAttribute("title", "English");
    const languages = page.getByRole("list", { name: "Languages" });
    await languages.getByRole("button", { name: /English \(en\)/ }).click();
    await expect(page).toHaveURL(/q=%28earthquake%29(%20|\+)AND(%20|\+)language%3Aen/);
    await expect(page.getByTestId("query-beautified")).toContainText("documents in language en");
    await expect(rows.first()).toBeVisible();
    await rows.first().getByRole("link").click();
    await expect(page.getByTestId("document-language")).toHaveText("English");
  });

  test("a document whose source gave a picture shows it as a thumbnail in the results", async ({ page, baseURL }) => {
    const token = `crane${Date.now().toString(36)}`;
    const html = `<!doctype html><html lang="en"><head><title>Harbour ${token} crane arrives</title>
      <meta property="og:image" content="${baseURL}/favicon.ico"></head><body><article><h1>Harbour crane</h1>
      <p>The largest crane the port of Esbjerg has ever had arrived on Tuesday by barge, ${token}.</p>
      <p>It will lift wind turbine blades onto ships from next month.</p></article></body></html>`;
    const uploaded = await page.request.post("/api/v1/Package/upload?type=json&fileName=crane.html", {
      data: Buffer.from(html),
      headers: { "Content-Type": "application/octet-stream" },
    });
    expect(uploaded.status()).toBe(200);
    await page.goto("/search");
    await search(page, token);
    const row = page.getByTestId("result-row").first();
    await expect(row).toContainText("crane arrives");
    const thumbnail = row.getByTestId("thumbnail");
    await expect(thumbnail).toBeVisible();
    await expect(thumbnail).toHaveAttribute("referrerpolicy", "no-referrer");
    expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test("a result opens its document page with highlights, entities and story", async ({ page }) => {
    await page.goto("/search?q=earthquake");
    const first = page.getByTestId("result-row").first();
    const title = (await first.locator("h3").textContent())!.trim();
    await first.getByRole("link").click();
    await expect(page).toHaveURL(/\/documents\/5_\d+\?q=earthquake/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator("article em").first()).toHaveText(/earthquake/i);
    await expect(page.getByTestId("story")).toBeVisible();
    await expect(page.getByRole("button", { name: "Add to Scrapbook" })).toBeVisible();
    await screenshotBothSchemes(page, "document", async () => {
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  });

  test("a document's story lists its other reports and opens all of them in search with story:", async ({ page }) => {
    type TRow = { Id: string; Description: string; ClusterId?: string; NoDocuments?: number };
    const biggest = await apiGet<{ Items: TRow[] }>(page.request, "/search/documents?sortBy=nodocuments&pageSize=1");
    const story = biggest.Items[0]!;
    expect(story.NoDocuments, "the corpus has a story of several reports").toBeGreaterThan(1);
    await page.goto(`/documents/${story.Id}`);
    const section = page.getByTestId("story");
    await expect(section).toContainText(`One of ${story.NoDocuments} reports`);
    await expect(section.getByRole("listitem")).toHaveCount(Math.min(10, story.NoDocuments! - 1));
    await section.getByTestId("story-search").click();
    await expect(page).toHaveURL(/\/search\?q=story%3A[0-9a-f-]{36}/);
    await expect(page.getByTestId("result-count")).toHaveText(`${story.NoDocuments} documents`);
    await expect(page.getByTestId("result-row").filter({ hasText: story.Description }).first()).toBeVisible();
  });

  test("adds a comment on a document page and sees it listed", async ({ page }) => {
    const docs = await apiGet<{ Items: { Id: string }[] }>(page.request, "/search/documents?q=earthquake&pageSize=1");
    await page.goto(`/documents/${docs.Items[0]!.Id}`);
    const comments = page.getByTestId("comments");
    await expect(comments).toContainText("No comments yet.");
    await comments.getByLabel(/Add a comment/).fill("Checked against the agency's own report.");
    await comments.getByRole("button", { name: "Add comment" }).click();
    await expect(comments.getByTestId("comment")).toHaveCount(1, { timeout: 15_000 });
    await expect(comments.getByTestId("comment")).toContainText("Checked against the agency's own report.");
  });

  test("saves the search as a widget on a MyPage tab", async ({ page }) => {
    const tab = await apiGet<{ WidgetProject: { Id: string } }>(page.request, "/mypagetab/create?description=Desk");
    await page.goto("/search?q=earthquake&sort=relevance");
    await expect(page.getByTestId("result-row").first()).toBeVisible();
    await page.getByRole("button", { name: "Save as widget" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Save widget" }).click();
    const notice = page.getByTestId("widget-saved-notice");
    await expect(notice).toContainText("Desk");
    const saved = await apiGet<{ Items: { Widget: { Key: string; Settings: Record<string, string> } }[] }>(
      page.request,
      `/mypagetab?tabId=${tab.WidgetProject.Id}`,
    );
    expect(saved.Items.map((row) => row.Widget)).toEqual([
      expect.objectContaining({
        Key: "DocumentList",
        Settings: expect.objectContaining({ Query: "earthquake", SortBy: "relevance" }),
      }),
    ]);
    await notice.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`tab=${tab.WidgetProject.Id}`));
    await expect(page.getByText(/earthquake/i).first()).toBeVisible();
  });
});

test.describe("entity page", () => {
  test("a suggestion in the top bar opens the entity's page", async ({ page }) => {
    await signInAs(page, createUser("Analyst"));
    await page.goto("/projects");
    const box = page.getByTestId("global-search");
    await box.pressSequentially("Unite");
    const option = page.getByRole("listbox", { name: "Entity suggestions" }).getByRole("option").first();
    await expect(option).toBeVisible();
    await box.press("ArrowDown");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/entities\/[^/]*11_\d+$/);
    const reference = decodeURIComponent(page.url().split("/entities/")[1]!);
    // The entity endpoints may not be deployed on this server: then the page says so plainly.
    const probe = await apiCall(page.request, `/entity?entityReference=${encodeURIComponent(reference)}`);
    if (probe.status === 200) {
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByTestId("evidence")).toBeVisible();
      await screenshotBothSchemes(page, "entity", async () => {
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      });
    } else {
      await expect(page.getByTestId("error-state")).toContainText("This server does not offer it yet.");
    }
  });
});

test.describe("phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("search, document and projects pages fit without sideways scrolling", async ({ page }) => {
    await signInAs(page, createUser("Mobile"));
    // Polled: the layout settles once data and fonts are in.
    const fits = async () =>
      expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
        .toBe(0);
    await page.goto("/search?q=election");
    const first = page.getByTestId("result-row").first();
    await expect(first).toBeVisible();
    await fits();
    await screenshotBothSchemes(page, "search-phone", async () => {
      await expect(first).toBeVisible();
    });
    await first.locator("h3 a").click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await fits();
    await page.goto("/projects");
    await expect(page.getByRole("heading", { name: "Projects" })).toBeVisible();
    await fits();
  });
});
