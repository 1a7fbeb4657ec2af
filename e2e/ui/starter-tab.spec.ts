import { expect, test } from "@playwright/test";
import { screenshotBothSchemes } from "../support/screenshots";
import { apiGet, createUser, hasWikinews, signInAs, wikinewsMissing } from "../support/ui-fixtures";

type TTabs = { WidgetProjects: { Id: string; Description: string }[] };

test.describe("A new user's first MyPage", () => {
  test("the first visit gets a starter tab whose widgets all show data, once", async ({ page }) => {
    test.skip(!hasWikinews, wikinewsMissing);
    await signInAs(page, createUser("Starter"));
    await page.goto("/");

    await expect(page.getByRole("tab", { name: "Start" })).toHaveAttribute("aria-selected", "true");
    const widgets = page.getByTestId("widget");
    await expect(widgets).toHaveCount(5);
    for (const title of ["Top stories", "Latest documents", "Document volume", "Map", "Trending entities"]) {
      const widget = widgets.filter({ has: page.getByRole("heading", { name: title, exact: true }) });
      await expect(widget.getByTestId("widget-data"), `${title} shows data`).toBeVisible({ timeout: 20_000 });
    }
    // Real rows, not just a frame: documents link to document pages, trending entities to entity pages.
    const latest = widgets.filter({ has: page.getByRole("heading", { name: "Latest documents" }) });
    await expect(latest.locator('a[href^="/documents/"]').first()).toBeVisible();
    const trending = widgets.filter({ has: page.getByRole("heading", { name: "Trending entities" }) });
    await expect(trending.locator('a[href^="/entities/"]').first()).toBeVisible();
    // Counts agree with their noun ("1 document", never "1 documents").
    await expect(page.getByText(/(^|[^\d,])1 documents\b/)).toHaveCount(0);

    await screenshotBothSchemes(page, "mypage-starter", async () => {
      await expect(page.getByTestId("widget-data")).toHaveCount(5);
    });

    // Given once: reloading, or deleting it, does not make another.
    await page.reload();
    await expect(page.getByRole("tab")).toHaveCount(1);
    const tabs = await apiGet<TTabs>(page.request, "/mypagetabs");
    expect(tabs.WidgetProjects.map((t) => t.Description)).toEqual(["Start"]);
    await apiGet(page.request, `/mypagetab/delete?tabId=${tabs.WidgetProjects[0]!.Id}`);
    await page.goto("/");
    const empty = page.getByTestId("empty-state");
    await expect(empty).toContainText("No tabs yet");
    await expect(empty).toContainText("+ Add widget");
    await expect(page.getByRole("tab")).toHaveCount(0);
  });

  test("a new tab says how to add widgets", async ({ page }) => {
    await signInAs(page, createUser("Blank"));
    await page.goto("/");
    await page.getByRole("button", { name: "+ New tab" }).click();
    await page.getByRole("dialog").getByLabel("Tab name").fill("Empty one");
    await page.getByRole("dialog").getByRole("button", { name: "Create" }).click();
    await expect(page.getByRole("tab", { name: "Empty one" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("empty-state")).toContainText("This tab has no widgets yet");
    await expect(page.getByTestId("empty-state")).toContainText("Add widget");
  });
});
