/**
 * Checkbox selection over an ordered list with shift-click ranges, as in a mail client: a click
 * toggles one row and becomes the anchor; a shift-click sets every row between the anchor and the
 * clicked one to the clicked row's new state.
 */
export type TSelection = { selected: ReadonlySet<string>; anchor?: string };

export function toggleSelection(state: TSelection, order: readonly string[], id: string, shift: boolean): TSelection {
  const selected = new Set(state.selected);
  const on = !selected.has(id);
  const from = state.anchor !== undefined ? order.indexOf(state.anchor) : -1;
  const to = order.indexOf(id);
  if (shift && from >= 0 && to >= 0) {
    const [start, end] = from <= to ? [from, to] : [to, from];
    for (const rowId of order.slice(start, end + 1)) {
      if (on) selected.add(rowId);
      else selected.delete(rowId);
    }
  } else if (on) selected.add(id);
  else selected.delete(id);
  return { selected, anchor: id };
}
