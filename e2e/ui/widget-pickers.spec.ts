import { expect, test, type Page } from "@playwright/test";
import { screenshotBothSchemes } from "../support/screenshots";
import { apiGet, createUser, hasWikinews, signInAs, uniqueName, wikinewsMissing } from "../support/ui-fixtures";

type TWidget = { Id: string; Title: string; Settings: Record<string, string> };
type TEntity = { Id: string; EntityReference?: string; Description: string; Type: string };

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

async function settingsOf(page: Page, tabId: string, title: string) {
  const tab = await apiGet<{ Items: { Widget: TWidget }[] }>(page.request, `/mypagetab?tabId=${tabId}`);
  return tab.Items.map((r) => r.Widget).find((w) => w.Title === title)!.Settings;
}

async function openSettings(page: Page, title: string) {
  await page.getByRole("button", { name: `Settings of ${title}` }).click();
  return page.getByTestId("widget-settings");
}

test("every widget setting is set with pickers, and the API keeps its exact values", async ({ page }) => {
  test.skip(!hasWikinews, wikinewsMissing);
  test.setTimeout(120_000);
  await signInAs(page, createUser("Picker"));
  const tab = (await apiGet<{ WidgetProject: { Id: string } }>(page.request, `/mypagetab/create?description=Pickers`))
    .WidgetProject;
  for (const [Key, Title] of [
    ["DocumentVolume", "Volume"],
    ["EntityHeatInProject", "Heat"],
    ["Quotes", "Said"],
    ["DocumentList", "Docs"],
    ["TopStories", "Stories"],
    ["ProjectItems", "Clippings"],
    ["GeoMap", "Where"],
  ])
    await apiGet(page.request, `/widget/save?tabId=${tab.Id}&widgetJSON=${json({ Key, Title })}`);
  const listName = uniqueName("Watchlist ");
  const list = (
    await apiGet<{ Projects: { ProjectRef: string }[] }>(
      page.request,
      `/project/add?projectType=EntityList&description=${encodeURIComponent(listName)}`,
    )
  ).Projects[0]!.ProjectRef;
  const scrapbookName = uniqueName("Clips ");
  const scrapbook = (
    await apiGet<{ Projects: { ProjectRef: string }[] }>(
      page.request,
      `/project/add?projectType=Scrapbook&description=${encodeURIComponent(scrapbookName)}`,
    )
  ).Projects[0]!.ProjectRef;
  const speaker = (await apiGet<{ Items: TEntity[] }>(page.request, "/v1/autoComplete?q=Trump&size=1")).Items[0]!;
  await page.goto(`/?tab=${tab.Id}`);

  await test.step("volume: a bar per week, dates from date pickers, types as checkboxes", async () => {
    const dialog = await openSettings(page, "Volume");
    await dialog.getByLabel("One bar per").selectOption({ label: "Week" });
    await dialog.getByLabel("From", { exact: true }).fill("2020-01-01");
    await dialog.getByLabel("To", { exact: true }).fill("2020-06-30");
    await dialog.getByRole("checkbox", { name: "News articles" }).check();
    await dialog.getByRole("checkbox", { name: "Blog posts" }).check();
    await screenshotBothSchemes(page, "widget-settings-pickers", async () => {
      await expect(dialog.getByRole("checkbox", { name: "Blog posts" })).toBeChecked();
    });
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    expect(await settingsOf(page, tab.Id, "Volume")).toMatchObject({
      BinSize: "10080",
      FromDate: "2020-01-01",
      ToDate: "2020-06-30",
      Types: "news;blog",
    });
  });

  await test.step("heat and scrapbook: lists are picked by name", async () => {
    let dialog = await openSettings(page, "Heat");
    await expect(dialog.getByLabel("Entity list")).toHaveValue("");
    await expect(dialog.getByLabel("Entity list").locator("option:checked")).toHaveText(
      "None: the hottest entities of all",
    );
    await dialog.getByLabel("Entity list").selectOption({ label: listName });
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    expect((await settingsOf(page, tab.Id, "Heat")).ProjectRef).toBe(list);

    dialog = await openSettings(page, "Clippings");
    await dialog.getByLabel("Scrapbook").selectOption({ label: scrapbookName });
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    expect((await settingsOf(page, tab.Id, "Clippings")).ProjectRef).toBe(scrapbook);
  });

  await test.step("quotes: the speaker is picked by typing a name", async () => {
    const dialog = await openSettings(page, "Said");
    const box = dialog.getByRole("combobox", { name: "Speaker" });
    await box.fill("zqxjvkw");
    await expect(dialog.getByTestId("no-suggestions")).toHaveText("No entity matches “zqxjvkw”");
    await box.fill(speaker.Description);
    await dialog.getByRole("option").filter({ hasText: speaker.Description }).first().click();
    await expect(dialog.getByTestId("entity-choice")).toContainText(speaker.Description);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    expect((await settingsOf(page, tab.Id, "Said")).ItemRef).toMatch(/(^|-)11_\d+$/);
  });

  await test.step("documents and stories: human labels, exact API values", async () => {
    let dialog = await openSettings(page, "Docs");
    await dialog.getByLabel("Order").selectOption({ label: "Most relevant first" });
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    expect((await settingsOf(page, tab.Id, "Docs")).SortBy).toBe("relevance");

    dialog = await openSettings(page, "Stories");
    await dialog.getByLabel("Which stories").selectOption({ label: "The fastest growing" });
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    expect((await settingsOf(page, tab.Id, "Stories")).StorySelector).toBe("fastestgrowing");
  });

  await test.step("map: tiles by name", async () => {
    const dialog = await openSettings(page, "Where");
    await dialog.getByLabel("Map tiles").selectOption({ label: "OpenStreetMap" });
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    expect((await settingsOf(page, tab.Id, "Where")).TileUrl).toBe("https://tile.openstreetmap.org/{z}/{x}/{y}.png");
  });
});
