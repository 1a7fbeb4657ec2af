import { expect, test } from "@playwright/test";
import { apiGet, createUser, signInAs, uniqueName } from "../support/ui-fixtures";

test.describe("Small things", () => {
  test("the top bar's typeahead says when no entity matches", async ({ page }) => {
    await signInAs(page, createUser("Typeahead"));
    await page.goto("/");
    const box = page.getByTestId("global-search");
    await box.fill("zqxjvkw");
    await expect(page.getByTestId("no-suggestions")).toHaveText(
      "No entity matches “zqxjvkw”: press Enter to search documents",
    );
    await box.press("Escape");
    await expect(page.getByTestId("no-suggestions")).toHaveCount(0);
  });

  test("the tab's Export menu closes once a download starts", async ({ page }) => {
    await signInAs(page, createUser("Export"));
    const tab = (
      await apiGet<{ WidgetProject: { Id: string } }>(page.request, `/mypagetab/create?description=${uniqueName("X")}`)
    ).WidgetProject;
    await page.goto(`/?tab=${tab.Id}`);
    const menu = page.locator("details").filter({ has: page.locator("summary", { hasText: "Export" }) });
    await menu.locator("summary").click();
    await expect(menu).toHaveAttribute("open", "");
    const download = page.waitForEvent("download");
    await menu.getByRole("link", { name: "XML" }).click();
    await download;
    await expect(menu).not.toHaveAttribute("open");
  });

  test("a note keeps its edit when you click away", async ({ page }) => {
    await signInAs(page, createUser("Noter"));
    const tab = (
      await apiGet<{ WidgetProject: { Id: string } }>(page.request, `/mypagetab/create?description=${uniqueName("N")}`)
    ).WidgetProject;
    const widgetJSON = encodeURIComponent(JSON.stringify({ Key: "Note", Title: "Jot", Settings: { Text: "first" } }));
    await apiGet(page.request, `/widget/save?tabId=${tab.Id}&widgetJSON=${widgetJSON}`);
    await page.goto(`/?tab=${tab.Id}`);
    await page.getByLabel("Note text").fill("first, then more");
    const saved = page.waitForResponse((r) => r.url().includes("/api/widget/save") && r.ok());
    await page.getByRole("heading", { level: 1 }).click();
    await saved;
    const stored = await apiGet<{ Items: { Widget: { Settings: { Text: string } } }[] }>(
      page.request,
      `/mypagetab?tabId=${tab.Id}`,
    );
    expect(stored.Items[0]!.Widget.Settings.Text).toBe("first, then more");
    await page.reload();
    await expect(page.getByLabel("Note text")).toHaveValue("first, then more");
  });

  test("document and entity pages are titled by their document and entity", async ({ page }) => {
    await signInAs(page, createUser("Titles"));
    const docs = await apiGet<{ Items: { Id: string; Description: string }[] }>(
      page.request,
      "/search/documents?q=election&pageSize=1",
    );
    test.skip(!docs.Items.length, "no documents");
    await page.goto(`/documents/${docs.Items[0]!.Id}`);
    await expect(page).toHaveTitle(`${docs.Items[0]!.Description} · News and Entity Intelligence`);
    const entity = (
      await apiGet<{ Items: { Id: string; Description: string; Type: string }[] }>(
        page.request,
        "/v1/autoComplete?q=Trump&size=1",
      )
    ).Items[0]!;
    await page.goto(`/entities/${entity.Id}`);
    await expect(page).toHaveTitle(new RegExp(`^${entity.Description.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\(`));
  });

  test("counts are in words: 1 item, Add 1 document", async ({ page }) => {
    await signInAs(page, createUser("Counts"));
    const name = uniqueName("Single ");
    const created = await apiGet<{ Projects: { ProjectRef: string }[] }>(
      page.request,
      `/project/add?projectType=Scrapbook&description=${encodeURIComponent(name)}`,
    );
    const docs = await apiGet<{ Items: { Id: string }[] }>(page.request, "/search/documents?q=election&pageSize=1");
    test.skip(!docs.Items.length, "no documents to add");
    await apiGet(
      page.request,
      `/project/addItems?projectRef=${created.Projects[0]!.ProjectRef}&itemRefs=${docs.Items[0]!.Id}`,
    );
    await page.goto(`/projects/${created.Projects[0]!.ProjectRef}`);
    await expect(page.getByText("1 item", { exact: true })).toBeVisible();

    await page.goto("/search?q=election");
    await page.getByRole("checkbox").first().check();
    await page.getByRole("button", { name: "Add to Scrapbook" }).click();
    await expect(page.getByRole("dialog")).toContainText("Add 1 document to a Scrapbook");
  });
});
