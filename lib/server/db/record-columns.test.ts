import { describe, expect, it } from "vitest";
import { assignedColumns, selectColumns, type TRecordColumns } from "./record-columns";

type TThing = { id: number; itemName: string; note: string | null };
const COLUMNS: TRecordColumns<TThing> = { id: "id", itemName: "item_name", note: "note" };

describe("record columns", () => {
  it("selects every column under its field name", () => {
    expect(selectColumns(COLUMNS)).toBe('id, item_name AS "itemName", note');
    expect(selectColumns(COLUMNS, "t")).toBe('t.id, t.item_name AS "itemName", t.note');
  });

  it("assigns the fields that are set, null included, numbered from the first placeholder", () => {
    expect(assignedColumns(COLUMNS, { itemName: "a", note: null, id: undefined }, 3)).toEqual({
      names: ["item_name", "note"],
      placeholders: ["$3", "$4"],
      values: ["a", null],
    });
  });

  it("refuses a field without a column", () => {
    expect(() => assignedColumns(COLUMNS, { other: 1 } as Partial<TThing>)).toThrow(/other/);
  });
});
