import { expect, test, type Locator } from "@playwright/test";
import { screenshotBothSchemes } from "../support/screenshots";
import { apiGet, createUser, hasWikinews, signInAs, wikinewsMissing, createTab } from "../support/ui-fixtures";

test.skip(!hasWikinews, wikinewsMissing);

// The GeoMap widget with an online tile layer: tiles from a fake tile host (answered here by
// page.route with small SVG images, so nothing leaves the machine), drawn in Web Mercator with the places projected alike.

const TILE_HOST = "https://tiles.example.test";
// Each tile names itself (z/x/y) on a pale grid, so the screenshots show where every tile landed.
const tileImage = (path: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#dde7f0" stroke="#9fb3c8" stroke-width="2"/><text x="128" y="136" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#52667a">${path.replace(".png", "")}</text></svg>`;

type TGeoEvent = { Latitude: number; Longitude: number };

/** The OpenStreetMap tile scheme's y in [0, 1] (y = (1 − ln(tan φ + sec φ) / π) / 2). */
const slippyY = (latitude: number) => {
  const phi = (latitude * Math.PI) / 180;
  return (1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2;
};

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

async function innerBox(locator: Locator) {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left + el.clientLeft, top: r.top + el.clientTop, width: el.clientWidth, height: el.clientHeight };
  });
}

test("a map with a tile URL draws the tiles of its zoom and places the markers on them", async ({ page }) => {
  const requested = new Set<string>();
  await page.route(`${TILE_HOST}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    requested.add(path);
    await route.fulfill({ status: 200, contentType: "image/svg+xml", body: tileImage(path) });
  });
  await signInAs(page, createUser("Mapper"));
  const tab = await createTab(page.request, "Maps ");
  const tiled = {
    Key: "GeoMap",
    Title: "Online map",
    WidgetGroup: "MiddleZone",
    Settings: { TileUrl: `${TILE_HOST}/{z}/{x}/{y}.png`, TileAttribution: "© Test tiles", MaxEvents: "50" },
  };
  await apiGet(page.request, `/widget/save?tabId=${tab.Id}&widgetJSON=${json(tiled)}`);
  await apiGet(
    page.request,
    `/widget/save?tabId=${tab.Id}&widgetJSON=${json({ Key: "GeoMap", Title: "Offline map", WidgetGroup: "LeftZone" })}`,
  );
  const events = (await apiGet<{ Items: TGeoEvent[] }>(page.request, "/search/geoevents?maxNoVisibleEvent=50")).Items;
  expect(events.length).toBeGreaterThan(0);

  await page.goto(`/?tab=${tab.Id}`);
  const widget = page.getByTestId("widget").filter({ has: page.getByRole("heading", { name: "Online map" }) });
  const map = widget.getByTestId("map");
  await expect(map).toHaveAttribute("data-projection", "mercator");
  await expect(map.getByTestId("map-place")).toHaveCount(events.length);
  await expect(widget.getByText("© Test tiles")).toBeVisible();

  await test.step("the tiles: the zoom whose world is at least the frame's width, every column, the rows shown", async () => {
    const frame = await innerBox(map);
    const z = Math.ceil(Math.log2(frame.width / 256));
    const n = 2 ** z;
    const size = frame.width / n;
    const top = slippyY(80) * frame.width; // the frame shows 80° N …
    const bottom = top + frame.height; // … down to its height
    const expected: string[] = [];
    for (let y = Math.floor(top / size); y <= Math.min(n - 1, Math.floor((bottom - 0.01) / size)); y++)
      for (let x = 0; x < n; x++) expected.push(`/${z}/${x}/${y}.png`);
    await expect.poll(() => [...requested].sort()).toEqual(expected.sort());
    await expect(map.getByTestId("map-tile")).toHaveCount(expected.length);
    const loaded = await map
      .getByTestId("map-tile")
      .evaluateAll((imgs) =>
        imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
      );
    expect(loaded).toBe(true);

    // Markers in the same projection: longitude linear in x, latitude by the slippy formula in y.
    const places = await map.getByTestId("map-place").evaluateAll((circles) =>
      circles.map((c) => {
        const r = c.getBoundingClientRect();
        return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
      }),
    );
    events.forEach((event, i) => {
      if (event.Latitude > 80 || event.Latitude < -60) return; // outside the fitted frame
      const x = frame.left + ((event.Longitude + 180) / 360) * frame.width;
      const y = frame.top + slippyY(event.Latitude) * frame.width - top;
      expect(Math.abs(places[i]!.x - x), `place ${i} x`).toBeLessThan(1.5);
      expect(Math.abs(places[i]!.y - y), `place ${i} y`).toBeLessThan(1.5);
    });

    await widget.getByRole("button", { name: "Zoom in" }).click();
    await expect.poll(() => [...requested].some((p) => p.startsWith(`/${z + 1}/`))).toBe(true);
    await expect(map.getByTestId("map-tile").first()).toHaveAttribute("data-tile", new RegExp(`^${z + 1}/`));
    await widget.getByRole("button", { name: "Zoom out" }).click();
    await expect(map.getByTestId("map-tile").first()).toHaveAttribute("data-tile", new RegExp(`^${z}/`));
  });

  await test.step("without a tile URL (and no app default) the offline basemap is drawn", async () => {
    const offline = page.getByTestId("widget").filter({ has: page.getByRole("heading", { name: "Offline map" }) });
    await expect(offline.getByTestId("map")).toHaveAttribute("data-projection", "equirectangular");
    await expect(offline.getByTestId("map-tile")).toHaveCount(0);
  });

  await test.step("the settings refuse a tile URL that is not an http(s) template with {z}, {x}, {y}", async () => {
    await page.getByRole("button", { name: "Settings of Online map" }).click();
    const dialog = page.getByTestId("widget-settings");
    await dialog.getByLabel("Tile URL").fill("ftp://tiles.example.test/{z}/{x}.png");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("must be an http(s) URL template containing {z}, {x} and {y}")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
  });

  await screenshotBothSchemes(page, "mypage-map-tiles", async () => {
    await expect(page.getByTestId("widget-loading")).toHaveCount(0);
  });
});

test("an entity's page maps the places of the stories that mention it", async ({ page }) => {
  await signInAs(page, createUser("Placer"));
  type TTerm = { Id: string; EntityReference?: string; Description: string };
  const events = (await apiGet<{ Items: { Term: TTerm }[] }>(page.request, "/search/geoevents?maxNoVisibleEvent=50"))
    .Items;
  const place = events[0]!.Term;
  const own = (
    await apiGet<{ Items: unknown[] }>(page.request, `/search/geoevents?maxNoVisibleEvent=50&q=itemref:${place.Id}`)
  ).Items;
  expect(own.length).toBeGreaterThan(0);
  await page.goto(`/entities/${encodeURIComponent(place.EntityReference ?? place.Id)}`);
  const section = page.getByRole("region", { name: "Places" });
  await expect(section.getByTestId("map")).toHaveAttribute("data-projection", "equirectangular");
  await expect(section.getByTestId("map-place")).toHaveCount(own.length);
  await section.getByTestId("map-place").last().click(); // the last drawn is on top of any at the same place
  await expect(section.getByRole("link")).toHaveCount(1);
});
