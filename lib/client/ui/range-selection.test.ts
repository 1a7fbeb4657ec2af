import { describe, expect, it } from "vitest";
import { toggleSelection, type TSelection } from "./range-selection";

const order = ["a", "b", "c", "d", "e"];
const empty: TSelection = { selected: new Set() };
const ids = (s: TSelection) => [...s.selected].sort();

describe("toggleSelection", () => {
  it("toggles one row", () => {
    const once = toggleSelection(empty, order, "b", false);
    expect(ids(once)).toEqual(["b"]);
    expect(ids(toggleSelection(once, order, "b", false))).toEqual([]);
  });

  it("shift-click selects the range from the anchor, in either direction", () => {
    const anchored = toggleSelection(empty, order, "b", false);
    expect(ids(toggleSelection(anchored, order, "d", true))).toEqual(["b", "c", "d"]);
    const up = toggleSelection(toggleSelection(empty, order, "e", false), order, "c", true);
    expect(ids(up)).toEqual(["c", "d", "e"]);
  });

  it("shift-click on a selected row clears the range", () => {
    let s = toggleSelection(empty, order, "a", false);
    s = toggleSelection(s, order, "e", true);
    s = toggleSelection(s, order, "c", false); // c off, anchor c
    s = toggleSelection(s, order, "d", true); // d is on → range c..d off
    expect(ids(s)).toEqual(["a", "b", "e"]);
  });

  it("without an anchor in the list a shift-click is a plain toggle", () => {
    expect(ids(toggleSelection({ selected: new Set(), anchor: "zz" }, order, "c", true))).toEqual(["c"]);
  });
});
