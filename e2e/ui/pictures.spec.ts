import { expect, test, type APIRequestContext } from "@playwright/test";
import { screenshotBothSchemes } from "../support/screenshots";
import { apiGet, createUser, hasWikinews, signInAs, uniqueName, wikinewsMissing } from "../support/ui-fixtures";

type TTabProject = { WidgetProject: { Id: string } };
const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

async function tabWith(request: APIRequestContext, widgets: Record<string, unknown>[]) {
  const tab = (await apiGet<TTabProject>(request, `/mypagetab/create?description=${uniqueName("Pictures ")}`))
    .WidgetProject;
  for (const widget of widgets) await apiGet(request, `/widget/save?tabId=${tab.Id}&widgetJSON=${json(widget)}`);
  return tab;
}

test.describe("pictures people can read", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("volume in bins for its range with several labels and hover values; network names never overlap", async ({
    page,
  }) => {
    test.skip(!hasWikinews, wikinewsMissing);
    test.setTimeout(120_000);
    await signInAs(page, createUser("Pia"));
    const tab = await tabWith(page.request, [
      {
        Key: "DocumentVolume",
        Title: "A year of volume",
        WidgetGroup: "LeftZone",
        Settings: { FromDate: "2020-01-01", ToDate: "2020-12-31" },
      },
      { Key: "NetworkGraph", Title: "Who with whom", WidgetGroup: "MiddleZone", Settings: { NoNodes: "25" } },
      { Key: "Note", Title: "Notes", WidgetGroup: "RightZone", Settings: { Text: "hello" } },
    ]);
    await page.goto(`/?tab=${tab.Id}`);

    await test.step("the dashboard uses the width of a 1440 px screen", async () => {
      const zones = await page.getByTestId("zone-LeftZone").locator("..").boundingBox();
      expect(zones!.width).toBeGreaterThan(1300);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
    });

    const volume = page.getByTestId("widget").filter({ has: page.getByRole("heading", { name: "A year of volume" }) });
    await test.step("a year of daily counts is shown in weeks with five date labels and round ticks", async () => {
      await expect(volume.getByText(/documents · per week/)).toBeVisible();
      const bars = volume.getByTestId("chart-bar");
      expect(await bars.count()).toBeGreaterThanOrEqual(50);
      expect(await bars.count()).toBeLessThanOrEqual(54);
      const labels = await volume.locator("svg text").allTextContents();
      // Round ticks (0 first) and five dates.
      expect(labels[0]).toBe("0");
      expect(labels.filter((t) => /[A-Z][a-z]{2}/.test(t))).toHaveLength(5);
      await bars.nth(20).hover();
      await expect(volume.getByTestId("chart-readout")).toContainText(/week of \d+ [A-Z][a-z]{2}: \d/);
    });

    const network = page.getByTestId("widget").filter({ has: page.getByRole("heading", { name: "Who with whom" }) });
    await test.step("the network: legend, zoom buttons outside the picture, names that do not overlap", async () => {
      await expect(network.getByTestId("graph-legend")).toContainText("People");
      const svg = (await network.locator("svg[role=group]").boundingBox())!;
      const zoomIn = (await network.getByRole("button", { name: "Zoom in" }).boundingBox())!;
      expect(zoomIn.y + zoomIn.height).toBeLessThanOrEqual(svg.y + 1);
      const boxes = await network
        .locator("[data-testid=graph-node] text[data-always]")
        .evaluateAll((texts) => texts.map((t) => t.getBoundingClientRect().toJSON() as DOMRect));
      expect(boxes.length).toBeGreaterThan(3);
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) {
          const a = boxes[i]!;
          const b = boxes[j]!;
          const overlap = a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
          expect(overlap, `labels ${i} and ${j} overlap`).toBe(false);
        }
    });

    await test.step("hovering an entity brings out its neighbourhood", async () => {
      // The last entity (the least connected): focusing the hub would bring out nearly everything.
      await network.getByTestId("graph-node").last().focus();
      const faded = await network
        .getByTestId("graph-node")
        .evaluateAll((nodes) => nodes.filter((n) => getComputedStyle(n).opacity !== "1").length);
      expect(faded).toBeGreaterThan(0);
      // Still no two names on top of each other.
      const named = await network
        .locator("[data-testid=graph-node] text[data-always]")
        .evaluateAll((texts) => texts.map((t) => t.getBoundingClientRect().toJSON() as DOMRect));
      for (const [i, a] of named.entries())
        for (const b of named.slice(i + 1))
          expect(a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1).toBe(
            false,
          );
      await screenshotBothSchemes(page, "network-focus", async () => {
        await expect(network).toBeVisible();
      });
      await page.locator("body").click({ position: { x: 5, y: 5 } });
    });

    await test.step("a widget maximises over the board and Escape restores it", async () => {
      await volume.getByRole("button", { name: "Maximise A year of volume" }).click();
      const box = (await volume.boundingBox())!;
      expect(box.width).toBeGreaterThan(1300);
      await screenshotBothSchemes(page, "widget-maximised", async () => {
        await expect(volume).toHaveAttribute("data-maximised", "true");
      });
      await page.keyboard.press("Escape");
      await expect(volume).not.toHaveAttribute("data-maximised", "true");
      expect((await volume.boundingBox())!.width).toBeLessThan(500);
    });

    await test.step("the widget's export carries the chart as a picture, not a line per day", async () => {
      const widgetId = await volume.getAttribute("data-widget-id");
      const html = await (await page.request.get(`/api/widget/export?widgetId=${widgetId}&exportFormat=html`)).text();
      expect(html).toContain('<figure class="chart"><svg');
      expect(html).toMatch(/documents, per week from/);
      expect(html.match(/\n2020-\d\d-\d\d \d\d:\d\d {2}\d+/g) ?? []).toHaveLength(0);
    });

    await screenshotBothSchemes(page, "mypage-pictures", async () => {
      await expect(page.getByTestId("widget-loading")).toHaveCount(0);
    });
  });

  test("the offline map zooms, pans, clusters dense places and names the biggest", async ({ page }) => {
    test.skip(!hasWikinews, wikinewsMissing);
    await signInAs(page, createUser("Mapper"));
    const tab = await tabWith(page.request, [
      { Key: "GeoMap", Title: "Places", WidgetGroup: "MiddleZone", Settings: { MaxEvents: "100" } },
    ]);
    await page.goto(`/?tab=${tab.Id}`);
    const widget = page.getByTestId("widget").filter({ has: page.getByRole("heading", { name: "Places" }) });
    const map = widget.getByTestId("map");
    await expect(map).toHaveAttribute("data-projection", "equirectangular");
    await expect(map).toHaveAttribute("data-zoom", "1");
    // Dense places (Europe, the US east coast) are numbered clusters at the world view.
    const clusters = map.getByTestId("map-cluster");
    await expect(clusters.first()).toBeVisible();
    await expect(map.getByTestId("map-name").first()).toBeVisible();
    await screenshotBothSchemes(page, "map-clusters", async () => {
      await expect(clusters.first()).toBeVisible();
    });

    await test.step("a cluster's click zooms into it and splits it", async () => {
      const total = async () =>
        (await map.getByTestId("map-place").count()) +
        (await clusters.evaluateAll((gs) => gs.reduce((n, g) => n + Number(g.querySelector("text")?.textContent), 0)));
      const places = await total();
      const marks = async () => (await map.getByTestId("map-place").count()) + (await clusters.count());
      const marksBefore = await marks();
      await clusters.first().click();
      await expect(map).not.toHaveAttribute("data-zoom", "1");
      expect(await map.getByTestId("map-place").count()).toBeGreaterThan(0);
      // Every place is still shown, as itself or in a cluster.
      expect(await total()).toBe(places);
      // The clicked cluster came apart: more marks (places and clusters) than at the world view.
      expect(await marks()).toBeGreaterThan(marksBefore);
    });

    await test.step("drag pans, the buttons zoom, World goes back", async () => {
      const viewBox = await map.getAttribute("viewBox");
      const box = (await map.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 20, { steps: 5 });
      await page.mouse.up();
      await expect(map).not.toHaveAttribute("viewBox", viewBox!);
      await widget.getByRole("button", { name: "Zoom in", exact: true }).click();
      await screenshotBothSchemes(page, "map-zoomed", async () => {
        await expect(map).toBeVisible();
      });
      await widget.getByRole("button", { name: "World", exact: true }).click();
      await expect(map).toHaveAttribute("data-zoom", "1");
      await expect(map).toHaveAttribute("viewBox", "0 0 360 180");
    });
  });
});
