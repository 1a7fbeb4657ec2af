import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { apiGet, createUser, signInAs, createTab, touchInput } from "../support/ui-fixtures";

// Two drag paths the main MyPage spec does not cover: a drag by touch (real touch input through CDP:
// press and hold, then move, as a finger does) and the rollback when the server refuses a drop.

type TWidget = { Id: string; Title: string; Key: string; WidgetGroup: string; OrderNo: number };

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

async function tabWithNotes(request: APIRequestContext, notes: { Title: string; WidgetGroup: string }[]) {
  const tab = await createTab(request, "Touch ");
  for (const note of notes)
    await apiGet(request, `/widget/save?tabId=${tab.Id}&widgetJSON=${json({ Key: "Note", ...note })}`);
  return tab.Id;
}

async function serverLayout(request: APIRequestContext, tabId: string) {
  const tab = await apiGet<{ Items: { Widget: TWidget }[] }>(request, `/mypagetab?tabId=${tabId}`);
  return tab.Items.map(({ Widget: w }) => `${w.WidgetGroup}:${w.OrderNo}:${w.Title}`);
}

const zone = (page: Page, name: string) => page.getByTestId(`zone-${name}`);
const widgetIn = (scope: Locator, title: string) =>
  scope.getByTestId("widget").filter({ has: scope.page().getByRole("heading", { name: title }) });

const centre = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

test.describe("touch", () => {
  test.use({ hasTouch: true, isMobile: false, viewport: { width: 1280, height: 900 } });

  test("press, hold and drag a widget to another zone by touch; the layout is kept", async ({ page }) => {
    await signInAs(page, createUser("Toucher"));
    const tabId = await tabWithNotes(page.request, [
      { Title: "Tap me", WidgetGroup: "LeftZone" },
      { Title: "Stay", WidgetGroup: "RightZone" },
    ]);
    await page.goto(`/?tab=${tabId}`);
    const handle = page.getByRole("button", { name: "Move Tap me" });
    await expect(handle).toBeVisible();

    const touch = await touchInput(page);
    const from = await centre(handle);
    const saved = page.waitForResponse((r) => r.url().includes("/api/mypagetab/layout/update") && r.ok());
    await touch("touchStart", from.x, from.y);
    await page.waitForTimeout(350); // longer than the sensor's 200 ms press
    await touch("touchMove", from.x + 3, from.y + 3);
    const target = await centre(zone(page, "MiddleZone"));
    for (let i = 1; i <= 10; i++)
      await touch("touchMove", from.x + ((target.x - from.x) * i) / 10, from.y + ((target.y - from.y) * i) / 10);
    await expect(zone(page, "MiddleZone")).toHaveAttribute("data-over", "true");
    await touch("touchEnd");
    await saved;
    await expect(widgetIn(zone(page, "MiddleZone"), "Tap me")).toBeVisible();
    expect(await serverLayout(page.request, tabId)).toEqual(["MiddleZone:0:Tap me", "RightZone:0:Stay"]);

    await page.reload();
    await expect(widgetIn(zone(page, "MiddleZone"), "Tap me")).toBeVisible();
    await expect(zone(page, "LeftZone").getByTestId("widget")).toHaveCount(0);
  });
});

test("a drop the server refuses moves back, says so and changes nothing", async ({ page }) => {
  await signInAs(page, createUser("Rollback"));
  const tabId = await tabWithNotes(page.request, [
    { Title: "Bounce", WidgetGroup: "LeftZone" },
    { Title: "Other", WidgetGroup: "LeftZone" },
  ]);
  const before = await serverLayout(page.request, tabId);
  await page.goto(`/?tab=${tabId}`);
  const handle = page.getByRole("button", { name: "Move Bounce" });
  await expect(handle).toBeVisible();

  // The save fails, but only once the page has shown the optimistic move.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let calls = 0;
  await page.route("**/api/mypagetab/layout/update**", async (route) => {
    calls++;
    await released;
    await route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ Error: "The layout could not be stored", Code: "INTERNAL" }),
    });
  });

  await handle.focus();
  await page.keyboard.press("Space");
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("status").filter({ hasText: /Bounce is over .* middle zone/ })).toHaveCount(1);
  await page.keyboard.press("Space");

  await expect(widgetIn(zone(page, "MiddleZone"), "Bounce")).toBeVisible(); // optimistic
  await expect.poll(() => calls).toBe(1);
  release();

  const alert = page.getByRole("alert").filter({ hasText: "The move was not saved and has been undone" });
  await expect(alert).toContainText("The layout could not be stored");
  await expect(widgetIn(zone(page, "LeftZone"), "Bounce")).toBeVisible();
  await expect(zone(page, "MiddleZone").getByTestId("widget")).toHaveCount(0);
  const titles = await zone(page, "LeftZone").getByRole("heading").allTextContents();
  // Back in its place: the page shows the order the server still has.
  expect(titles.map((t) => `LeftZone:${titles.indexOf(t)}:${t.trim()}`)).toEqual(before);
  expect(await serverLayout(page.request, tabId)).toEqual(before);

  await page.unroute("**/api/mypagetab/layout/update**");
  await page.reload();
  await expect(widgetIn(zone(page, "LeftZone"), "Bounce")).toBeVisible();
});
