import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { screenshotBothSchemes } from "../support/screenshots";
import { apiCall, apiGet, createUser, hasWikinews, signInAs, uniqueName } from "../support/ui-fixtures";

type TWidget = {
  Id: string;
  Title: string;
  Key: string;
  Settings: Record<string, string>;
  WidgetGroup: string;
  OrderNo: number;
  LastUpdatedUtc: string;
};
type TTab = { Items: { Widget: TWidget }[] };
type TProject = { WidgetProject: { Id: string; Description: string } };

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

async function createTab(request: APIRequestContext, name = uniqueName("Tab ")) {
  return (await apiGet<TProject>(request, `/mypagetab/create?description=${encodeURIComponent(name)}`)).WidgetProject;
}

async function addWidget(request: APIRequestContext, tabId: string, widget: Record<string, unknown>) {
  return (await apiGet<{ Widget: TWidget }>(request, `/widget/save?tabId=${tabId}&widgetJSON=${json(widget)}`)).Widget;
}

async function widgetsOf(request: APIRequestContext, tabId: string) {
  return (await apiGet<TTab>(request, `/mypagetab?tabId=${tabId}`)).Items.map((row) => row.Widget);
}

const zone = (page: Page, name: string) => page.getByTestId(`zone-${name}`);
const widgetTitled = (scope: Page | Locator, title: string) =>
  scope
    .getByTestId("widget")
    .filter({ has: ("page" in scope ? scope.page() : scope).getByRole("heading", { name: title }) });

/** "Zone:OrderNo:Key" of every widget as the page shows them. */
async function pageLayout(page: Page) {
  const rows: string[] = [];
  for (const name of ["LeftZone", "MiddleZone", "RightZone"]) {
    const keys = await zone(page, name)
      .getByTestId("widget")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-key")));
    keys.forEach((key, i) => rows.push(`${name}:${i}:${key}`));
  }
  return rows;
}

function layoutSaved(page: Page) {
  return page.waitForResponse((r) => r.url().includes("/api/mypagetab/layout/update") && r.ok());
}

/**
 * dnd-kit's keyboard sensor: Space picks up, an arrow moves, Space drops. Each step waits for the
 * state (aria-pressed) or the screen-reader announcement, so no key is pressed before the sensor listens.
 */
async function keyboardMove(page: Page, handle: Locator, arrow: "ArrowRight" | "ArrowLeft", heard: RegExp) {
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press(arrow);
  await expect(page.getByRole("status").filter({ hasText: heard })).toHaveCount(1);
  await page.keyboard.press("Space");
  await expect(handle).not.toHaveAttribute("aria-pressed", "true");
}

async function addFromGallery(page: Page, kindTitle: string, zoneLabel = "Left") {
  await page.getByRole("button", { name: "Add widget" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a widget" });
  await dialog.getByLabel("Zone").selectOption({ label: zoneLabel });
  await dialog.getByRole("button", { name: `Add ${kindTitle}` }).click();
  await expect(dialog).toBeHidden();
  await expect(widgetTitled(zone(page, `${zoneLabel}Zone`), kindTitle)).toBeVisible();
}

test.describe("MyPage dashboard", () => {
  test("create a tab, add widgets, move them with the keyboard and the mouse, and keep the layout", async ({
    page,
  }) => {
    await signInAs(page, createUser("Dashboard"));
    await page.goto("/");

    const name = uniqueName("Morning ");
    await page.getByRole("button", { name: "+ New tab" }).click();
    // The dialog opens on the name field, not on its close button.
    await expect(page.getByRole("dialog").getByLabel("Tab name")).toBeFocused();
    await page.getByRole("dialog").getByLabel("Tab name").fill(name);
    await page.getByRole("dialog").getByRole("button", { name: "Create" }).click();
    await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/\?tab=[0-9a-f-]{36}$/);
    const tabId = new URL(page.url()).searchParams.get("tab")!;

    await addFromGallery(page, "Note", "Left");
    await addFromGallery(page, "Documents", "Left");
    await addFromGallery(page, "Top stories", "Middle");
    await expect(page.getByTestId("widget")).toHaveCount(3);
    // Real data: the document list shows documents (or says there are none), never stays loading.
    await expect(
      widgetTitled(page, "Documents").getByTestId(hasWikinews ? "widget-data" : "empty-state"),
    ).toBeVisible();

    await test.step("keyboard: space, arrow right, space moves the note to the middle zone", async () => {
      const saved = layoutSaved(page);
      await keyboardMove(
        page,
        widgetTitled(page, "Note").getByRole("button", { name: "Move Note" }),
        "ArrowRight",
        /Note is over .* middle zone/,
      );
      await saved;
      await expect(widgetTitled(zone(page, "MiddleZone"), "Note")).toBeVisible();
    });

    await test.step("mouse: drag the document list into the right zone", async () => {
      const saved = layoutSaved(page);
      const handle = widgetTitled(page, "Documents").getByRole("button", { name: "Move Documents" });
      await page.evaluate(() => window.scrollTo(0, 0));
      const from = (await handle.boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + 20, from.y + 10, { steps: 4 });
      // Measured once the drag has started (the page may have moved meanwhile).
      const to = (await zone(page, "RightZone").boundingBox())!;
      await page.mouse.move(to.x + to.width / 2, to.y + Math.min(40, to.height / 2), { steps: 12 });
      await page.mouse.up();
      await saved;
      await expect(widgetTitled(zone(page, "RightZone"), "Documents")).toBeVisible();
    });

    await test.step("the layout was saved: a reload shows it, and so does the API", async () => {
      const shown = await pageLayout(page);
      expect(shown).toContain("RightZone:0:DocumentList");
      expect(shown.filter((row) => row.startsWith("MiddleZone"))).toHaveLength(2);
      await page.reload();
      await expect(widgetTitled(zone(page, "RightZone"), "Documents")).toBeVisible();
      expect(await pageLayout(page)).toEqual(shown);
      const api = (await widgetsOf(page.request, tabId)).map((w) => `${w.WidgetGroup}:${w.OrderNo}:${w.Key}`);
      expect(api).toEqual(shown);
    });

    await screenshotBothSchemes(page, "mypage", async () => {
      await expect(page.getByTestId("widget-loading")).toHaveCount(0);
    });
  });

  test("settings are checked in the page and the server's 400 is shown at its field", async ({ page }) => {
    await signInAs(page, createUser("Settings"));
    const tab = await createTab(page.request);
    await addWidget(page.request, tab.Id, { Key: "DocumentList", Title: "Watch" });
    await page.goto(`/?tab=${tab.Id}`);
    await page.getByRole("button", { name: "Settings of Watch" }).click();
    const dialog = page.getByTestId("widget-settings");

    await dialog.getByLabel("Rows").fill("0");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("must be a number from 1 to 100")).toBeVisible();
    await expect(dialog.getByLabel("Rows")).toHaveAttribute("aria-invalid", "true");

    await dialog.getByLabel("Rows").fill("5");
    await dialog.getByLabel("Query").fill('Person:"unclosed');
    await dialog.getByRole("button", { name: "Save" }).click();
    // Only the server knows the query language: its 400 lands under the Query field.
    await expect(dialog.getByLabel("Query")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Rows")).not.toHaveAttribute("aria-invalid", "true");

    await dialog.getByLabel("Query").fill("election");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    const [saved] = await widgetsOf(page.request, tab.Id);
    expect(saved!.Settings).toMatchObject({ Query: "election", PageSize: "5" });
  });

  test("delete offers an undo, then deletes for real", async ({ page }) => {
    await signInAs(page, createUser("Deleter"));
    const tab = await createTab(page.request);
    await addWidget(page.request, tab.Id, { Key: "Note", Title: "Keep me", Settings: { Text: "hello" } });
    await page.goto(`/?tab=${tab.Id}`);
    const widget = widgetTitled(page, "Keep me");
    await expect(widget).toBeVisible();

    await widget.getByLabel("More actions for Keep me").click();
    await widget.getByRole("button", { name: "Delete widget" }).click();
    await expect(widget).toHaveCount(0);
    await page.getByTestId("undo-toast").getByRole("button", { name: "Undo" }).click();
    await expect(widget).toBeVisible();
    expect(await widgetsOf(page.request, tab.Id)).toHaveLength(1);

    await widget.getByLabel("More actions for Keep me").click();
    await widget.getByRole("button", { name: "Delete widget" }).click();
    await expect(page.getByTestId("undo-toast")).toBeVisible();
    await expect(page.getByTestId("undo-toast")).toBeHidden({ timeout: 10_000 });
    await expect.poll(async () => (await widgetsOf(page.request, tab.Id)).length).toBe(0);
    await page.reload();
    await expect(page.getByTestId("widget")).toHaveCount(0);
  });

  test("a save over someone else's change opens the conflict dialog; keep mine overwrites", async ({ page }) => {
    await signInAs(page, createUser("Editor"));
    const tab = await createTab(page.request);
    const note = await addWidget(page.request, tab.Id, { Key: "Note", Title: "Plan", Settings: { Text: "v1" } });
    await page.goto(`/?tab=${tab.Id}`);
    await page.getByRole("button", { name: "Settings of Plan" }).click();
    const dialog = page.getByTestId("widget-settings");
    await expect(dialog).toBeVisible();

    // Someone else saves the widget meanwhile (the page read it before).
    await apiGet(
      page.request,
      `/widget/save?widgetId=${note.Id}&forceSave=true&widgetJSON=${json({ Title: "Theirs" })}`,
    );

    await dialog.getByLabel("Title").fill("Mine");
    await dialog.getByRole("button", { name: "Save" }).click();
    const conflict = page.getByTestId("conflict-dialog");
    await expect(conflict).toBeVisible();
    await expect(conflict).toContainText("not");
    // Nothing was written yet.
    expect((await widgetsOf(page.request, tab.Id))[0]!.Title).toBe("Theirs");

    await page.getByRole("button", { name: "Keep mine" }).click();
    await expect(conflict).toBeHidden();
    await expect(page.getByRole("heading", { name: "Mine" })).toBeVisible();
    expect((await widgetsOf(page.request, tab.Id))[0]!.Title).toBe("Mine");
  });

  test("a change made in another session shows the reload banner", async ({ page, browser }) => {
    const user = createUser("Twice");
    await signInAs(page, user);
    const tab = await createTab(page.request);
    await addWidget(page.request, tab.Id, { Key: "Note", Title: "First", Settings: { Text: "a" } });
    await page.goto(`/?tab=${tab.Id}`);
    await expect(widgetTitled(page, "First")).toBeVisible();
    await expect(page.getByTestId("stale-banner")).toHaveCount(0);

    const other = await browser.newContext();
    const second = await other.newPage();
    await signInAs(second, user);
    await second.goto(`/?tab=${tab.Id}`);
    await addFromGallery(second, "Note", "Right");
    await other.close();

    // Coming back to the window asks islatestversion at once (it is also polled every 20 s).
    await page.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));
    const banner = page.getByTestId("stale-banner");
    await expect(banner).toBeVisible({ timeout: 25_000 });
    await banner.getByRole("button", { name: "Reload" }).click();
    await expect(banner).toBeHidden();
    await expect(page.getByTestId("widget")).toHaveCount(2);
  });

  test("tabs: rename, clone, reorder with the keyboard, delete with a confirmation", async ({ page }) => {
    await signInAs(page, createUser("Tabs"));
    const first = await createTab(page.request, "Alpha");
    await createTab(page.request, "Beta");
    await page.goto(`/?tab=${first.Id}`);
    await expect(page.getByRole("tab")).toHaveText(["Alpha", "Beta"]);

    await page.getByRole("button", { name: "Rename" }).click();
    await page.getByRole("dialog").getByLabel("Tab name").fill("Gamma");
    await page.getByRole("dialog").getByRole("button", { name: "Rename" }).click();
    await expect(page.getByRole("tab", { name: "Gamma" })).toBeVisible();

    const moved = page.waitForResponse((r) => r.url().includes("/api/mypagetab/move") && r.ok());
    await keyboardMove(
      page,
      page.getByRole("button", { name: "Reorder tab Gamma" }),
      "ArrowRight",
      /Gamma is at position 2/,
    );
    await moved;
    await expect(page.getByRole("tab")).toHaveText(["Beta", "Gamma"]);
    await page.reload();
    await expect(page.getByRole("tab")).toHaveText(["Beta", "Gamma"]);

    // Clone asks for the copy's name (prefilled, focused) instead of making a second tab of the same name.
    const selectedName = (await page.getByRole("tab", { selected: true }).textContent())!.trim();
    await page.getByRole("button", { name: "Clone" }).click();
    const cloneDialog = page.getByRole("dialog", { name: "Clone tab" });
    await expect(cloneDialog.getByLabel("Tab name")).toBeFocused();
    await expect(cloneDialog.getByLabel("Tab name")).toHaveValue(`Copy of ${selectedName}`);
    await cloneDialog.getByLabel("Tab name").fill(`${selectedName} for Friday`);
    await cloneDialog.getByRole("button", { name: "Clone" }).click();
    await expect(page.getByRole("tab")).toHaveCount(3);
    await expect(page.getByRole("tab", { name: `${selectedName} for Friday` })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const cloneId = new URL(page.url()).searchParams.get("tab")!;

    await page.getByRole("button", { name: "Delete tab" }).click();
    await page.getByTestId("confirm").click();
    await expect(page.getByRole("tab")).toHaveCount(2);
    await expect(page).not.toHaveURL(new RegExp(cloneId));
    const { body } = await apiCall<{ TotalCount: number }>(page.request, "/mypagetabs");
    expect(body.TotalCount).toBe(2);
  });
});

test("sharing a tab read-only: the reader sees it without editing controls", async ({ page, browser }) => {
  const owner = createUser("Owner");
  const reader = createUser("Reader");
  await signInAs(page, owner);
  const tab = await createTab(page.request, "Shared board");
  await addWidget(page.request, tab.Id, { Key: "Note", Title: "Read me", Settings: { Text: "hi" } });
  await page.goto(`/?tab=${tab.Id}`);
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("User names").fill(reader.username);
  await dialog.getByRole("radio", { name: /Read-only/ }).check();
  await dialog.getByRole("button", { name: "Share", exact: true }).click();
  await expect(dialog.getByTestId("access-list")).toContainText(reader.username);

  const other = await browser.newContext();
  const second = await other.newPage();
  await signInAs(second, reader);
  await second.goto("/");
  await expect(second.getByRole("tab", { name: /Shared board/ })).toContainText("read-only");
  await expect(widgetTitled(second, "Read me")).toBeVisible();
  await expect(second.getByRole("button", { name: "Add widget" })).toHaveCount(0);
  await expect(second.getByRole("button", { name: "Move Read me" })).toHaveCount(0);
  await expect(second.getByRole("button", { name: "Remove from my tabs" })).toBeVisible();
  await other.close();
});

test("a node of the network widget opens the entity's page", async ({ page }) => {
  test.skip(!hasWikinews, "the Wikinews corpus is needed");
  await signInAs(page, createUser("Networker"));
  const tab = await createTab(page.request);
  await addWidget(page.request, tab.Id, {
    Key: "NetworkGraph",
    Title: "Who is with whom",
    WidgetGroup: "MiddleZone",
    Settings: { Query: "election", NoNodes: "12" },
  });
  await page.goto(`/?tab=${tab.Id}`);
  const node = page.getByTestId("graph-node").first();
  await expect(node).toBeVisible();
  // The legend names the colours; every place type shares one.
  await expect(page.getByRole("list", { name: "Legend" })).toContainText("Places (countries, cities, regions, sites)");
  const name = (await node.locator("text").textContent())!.trim();
  // From the keyboard: dots may sit under other dots' click targets in a dense graph.
  await node.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/entities\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
});

test("a tab's filter is edited in its rename dialog and saved", async ({ page }) => {
  await signInAs(page, createUser("Filterer"));
  const tab = await createTab(page.request, uniqueName("Filtered "));
  await page.goto(`/?tab=${tab.Id}`);
  await page.getByRole("button", { name: "Rename" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Filter").fill("Country:Iran");
  await dialog.getByRole("button", { name: "Rename" }).click();
  await expect(dialog).toBeHidden();
  const saved = await apiGet<{ Extras: { WidgetTab: { WidgetProject: { Filter: string } } } }>(
    page.request,
    `/mypagetab?tabId=${tab.Id}`,
  );
  expect(saved.Extras.WidgetTab.WidgetProject.Filter).toBe("Country:Iran");
});
