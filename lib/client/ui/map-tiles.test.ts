import { describe, expect, it } from "vitest";
import {
  fittedView,
  FRAME_ASPECT,
  isTileTemplate,
  mercator,
  panView,
  placeInFrame,
  tileLayer,
  tileUrl,
  tileZoom,
  visibleTiles,
  zoomView,
} from "./map-tiles";

describe("tile templates", () => {
  it("accepts http(s) templates with {z}, {x} and {y} only", () => {
    expect(isTileTemplate("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe(true);
    expect(isTileTemplate("http://{s}.tiles.test/{z}/{x}/{y}@2x.png?key=1")).toBe(true);
    expect(isTileTemplate("https://tiles.test/{z}/{x}.png")).toBe(false);
    expect(isTileTemplate("ftp://tiles.test/{z}/{x}/{y}.png")).toBe(false);
    expect(isTileTemplate("javascript:alert(1)//{z}/{x}/{y}")).toBe(false);
    expect(isTileTemplate("/tiles/{z}/{x}/{y}.png")).toBe(false);
  });
  it("fills the placeholders and spreads {s} over a, b and c", () => {
    expect(tileUrl("https://{s}.t.test/{z}/{x}/{y}.png", 3, 4, 5)).toBe("https://a.t.test/3/4/5.png");
    expect(tileUrl("https://{s}.t.test/{z}/{x}/{y}.png", 3, 4, 6)).toBe("https://b.t.test/3/4/6.png");
  });
  it("prefers the widget's layer, then the app's default, else none", () => {
    const app = { url: "https://app.test/{z}/{x}/{y}.png", attribution: "© App" };
    expect(tileLayer({ url: "https://own.test/{z}/{x}/{y}.png", attribution: "© Own" }, app)).toEqual({
      url: "https://own.test/{z}/{x}/{y}.png",
      attribution: "© Own",
    });
    expect(tileLayer({ url: "" }, app)).toEqual(app);
    expect(tileLayer({ url: "", attribution: "© Mine" }, app)?.attribution).toBe("© Mine");
    expect(tileLayer({ url: "not a template" }, {})).toBeUndefined();
    expect(tileLayer({}, {})).toBeUndefined();
  });
});

describe("Web Mercator", () => {
  it("puts (0, 0) in the middle and the poles' limits at the edges", () => {
    expect(mercator(0, 0)).toEqual({ x: 0.5, y: 0.5 });
    expect(mercator(-180, 85.0511287798).x).toBe(0);
    expect(mercator(180, 85.0511287798).y).toBeCloseTo(0, 6);
    expect(mercator(0, -89).y).toBeCloseTo(1, 6);
  });
  it("fits the world's width to the frame with the sharpest-enough tile zoom", () => {
    expect(tileZoom(256)).toBe(0);
    expect(tileZoom(257)).toBe(1);
    expect(tileZoom(350)).toBe(1);
    expect(tileZoom(1024)).toBe(2);
    const width = 350;
    const height = width / FRAME_ASPECT;
    const tiles = visibleTiles(fittedView(width), width, height);
    expect(tiles.map((t) => `${t.z}/${t.x}/${t.y}`).sort()).toEqual(["1/0/0", "1/0/1", "1/1/0", "1/1/1"]);
    expect(tiles.every((t) => t.size === 175)).toBe(true);
  });
  it("places markers as the tiles are drawn", () => {
    const width = 512;
    const height = width / FRAME_ASPECT;
    const view = fittedView(width);
    const origin = visibleTiles(view, width, height).find((t) => t.x === 1 && t.y === 1)!;
    // (0°, 0°) is the top-left corner of tile 1/1/1.
    const p = placeInFrame(view, width, height, 0, 0);
    expect(p.x).toBeCloseTo(origin.left, 6);
    expect(p.y).toBeCloseTo(origin.top, 6);
  });
  it("zooms around a point and pans, wrapping longitudes and staying inside the world", () => {
    const width = 400;
    const height = width / FRAME_ASPECT;
    const view = fittedView(width);
    const at = { x: 100, y: 80 };
    const before = placeInFrame(view, width, height, -90, 40);
    const zoomed = zoomView(view, 1, width, height, { x: before.x, y: before.y });
    const after = placeInFrame(zoomed, width, height, -90, 40);
    expect(zoomed.scale).toBe(800);
    expect(after.x).toBeCloseTo(before.x, 6);
    expect(after.y).toBeCloseTo(before.y, 6);
    expect(zoomView(view, -1, width, height, at).scale).toBe(width); // never smaller than the frame
    const panned = panView(view, width / 2, 0, width, height);
    expect(panned.cx).toBeCloseTo(0, 6);
    expect(panView(view, 0, 10_000, width, height).cy).toBeCloseTo(height / 2 / width, 6);
    expect(visibleTiles(panned, width, height).every((t) => t.x >= 0 && t.x < 2 ** t.z)).toBe(true);
  });
});
