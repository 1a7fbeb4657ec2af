import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { apiGet, createUser, signInAs, createTab, touchInput } from "../support/ui-fixtures";

// The zones' widths (docs/decisions/0011-zone-widths.md): the splitters between the three zones are
// dragged with a mouse or a finger, or moved with the arrow keys; the widths are kept per tab; on a phone
// the zones stack and there is nothing to drag. Notes only: no corpus needed.

async function tabWithNotes(request: APIRequestContext) {
  const tab = await createTab(request, "Widths ");
  for (const [i, zone] of ["LeftZone", "MiddleZone", "RightZone"].entries()) {
    const widget = { Key: "Note", Title: `Note ${i}`, WidgetGroup: zone, Settings: { Text: `In the ${zone}` } };
    await apiGet(request, `/widget/save?tabId=${tab.Id}&widgetJSON=${encodeURIComponent(JSON.stringify(widget))}`);
  }
  return tab.Id;
}

const widthOf = async (locator: Locator) => (await locator.boundingBox())!.width;
const zone = (page: Page, name: string) => page.getByTestId(`zone-${name}`);

async function centre(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test.describe("desktop", () => {
  test.use({ viewport: { width: 1440, height: 900 }, hasTouch: true });

  test("drag a splitter with the mouse, reload, the widths are kept; reset", async ({ page }) => {
    await signInAs(page, createUser("Widths"));
    const tabId = await tabWithNotes(page.request);
    await page.goto(`/?tab=${tabId}`);
    const splitter = page.getByRole("separator", { name: "Width of the left zone" });
    await expect(splitter).toHaveAttribute("aria-valuenow", "33");
    const left = zone(page, "LeftZone");
    const before = await widthOf(left);
    const board = await widthOf(page.getByTestId("zones"));

    const from = await centre(splitter);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let i = 1; i <= 5; i++) await page.mouse.move(from.x + i * 40, from.y);
    await page.mouse.up();
    // The left zone's share grows by 200 px of the board's width.
    const moved = String(Math.round(100 / 3 + (200 / board) * 100));
    await expect(splitter).toHaveAttribute("aria-valuenow", moved);
    const after = await widthOf(left);
    expect(after - before).toBeGreaterThan(150);
    expect(after - before).toBeLessThan(250);
    // The middle zone gave the width; the right one kept its own.
    expect(await widthOf(zone(page, "RightZone"))).toBeCloseTo(before, -1);

    await page.reload();
    await expect(splitter).toHaveAttribute("aria-valuenow", moved);
    expect(Math.abs((await widthOf(left)) - after)).toBeLessThan(3);
    expect(await widthOf(page.getByTestId("zones"))).toBeCloseTo(board, 0);

    // Never narrower than the minimum, however far it is dragged.
    const at = await centre(splitter);
    await page.mouse.move(at.x, at.y);
    await page.mouse.down();
    await page.mouse.move(at.x - 1200, at.y, { steps: 6 });
    await page.mouse.up();
    await expect(splitter).toHaveAttribute("aria-valuenow", "15");

    await page.getByRole("button", { name: "Equal zone widths" }).click();
    await expect(splitter).toHaveAttribute("aria-valuenow", "33");
    await expect(page.getByRole("button", { name: "Equal zone widths" })).toHaveCount(0);
    await page.reload();
    await expect(splitter).toHaveAttribute("aria-valuenow", "33");
  });

  test("move a splitter with the arrow keys and by touch; the widths are kept", async ({ page }) => {
    await signInAs(page, createUser("Keys"));
    const tabId = await tabWithNotes(page.request);
    await page.goto(`/?tab=${tabId}`);
    const right = page.getByRole("separator", { name: "Width of the middle zone" });
    await expect(right).toHaveAttribute("aria-valuenow", "33");
    await right.focus();
    await page.keyboard.press("ArrowRight");
    await expect(right).toHaveAttribute("aria-valuenow", "35");
    await expect(right).toHaveAttribute("aria-valuetext", "Middle zone 35% of the width");
    await page.keyboard.press("Shift+ArrowRight");
    await expect(right).toHaveAttribute("aria-valuenow", "45");
    await page.keyboard.press("End");
    await expect(right).toHaveAttribute("aria-valuenow", "52"); // the right zone keeps its 15%
    await page.keyboard.press("ArrowLeft");
    await expect(right).toHaveAttribute("aria-valuenow", "50");
    await page.reload();
    await expect(right).toHaveAttribute("aria-valuenow", "50");

    // A finger: real touch input through the browser's input pipeline.
    const left = page.getByRole("separator", { name: "Width of the left zone" });
    const touch = await touchInput(page);
    const from = await centre(left);
    await touch("touchStart", from.x, from.y);
    for (let i = 1; i <= 6; i++) await touch("touchMove", from.x - i * 15, from.y);
    await touch("touchEnd");
    await expect(left).not.toHaveAttribute("aria-valuenow", "33");
    const byTouch = Number(await left.getAttribute("aria-valuenow"));
    expect(byTouch).toBeGreaterThanOrEqual(15);
    expect(byTouch).toBeLessThan(33);
    await page.reload();
    await expect(left).toHaveAttribute("aria-valuenow", String(byTouch));

    // Enter resets to equal widths.
    await left.focus();
    await page.keyboard.press("Enter");
    await expect(left).toHaveAttribute("aria-valuenow", "33");
  });
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the zones stack: no splitters, nothing wider than the screen, kept widths do not apply", async ({ page }) => {
    await signInAs(page, createUser("Narrow"));
    const tabId = await tabWithNotes(page.request);
    await page.addInitScript((id) => localStorage.setItem(`nei.zoneWidths.${id}`, "[60,25,15]"), tabId);
    await page.goto(`/?tab=${tabId}`);
    await expect(page.getByTestId("widget")).toHaveCount(3);
    await expect(page.getByRole("separator")).toHaveCount(0);
    const widths = await Promise.all(["LeftZone", "MiddleZone", "RightZone"].map((z) => widthOf(zone(page, z))));
    expect(Math.max(...widths) - Math.min(...widths)).toBeLessThan(1);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });
});
