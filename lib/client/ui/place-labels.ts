/**
 * Label placement for the network picture: greedily, most important node first, each name tries the
 * right, left, above and below of its dot and takes the first spot that overlaps no name already
 * placed, no other dot and stays inside the picture. Names that find no spot are left out (shown on
 * hover), so written names never overlap.
 */

export type TLabelNode = { id: string; x: number; y: number; r: number; text: string };
export type TPlacedLabel = { x: number; y: number; anchor: "start" | "end" | "middle" };

type TBox = { x0: number; y0: number; x1: number; y1: number };

const overlaps = (a: TBox, b: TBox) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

export function placeLabels(
  nodes: readonly TLabelNode[],
  {
    width,
    height,
    fontSize = 15,
    charWidth = 0.55,
    limit = Infinity,
  }: {
    width: number;
    height: number;
    fontSize?: number;
    /** Average character width as a share of the font size. */
    charWidth?: number;
    limit?: number;
  },
): Map<string, TPlacedLabel> {
  const placed = new Map<string, TPlacedLabel>();
  const boxes: TBox[] = [];
  const dots = nodes.map((n) => ({ id: n.id, box: { x0: n.x - n.r, y0: n.y - n.r, x1: n.x + n.r, y1: n.y + n.r } }));
  for (const node of nodes) {
    if (placed.size >= limit) break;
    const w = node.text.length * fontSize * charWidth;
    const h = fontSize;
    const gap = node.r + 3;
    // Text baselines: a label's box spans [baseline - 0.8h, baseline + 0.2h].
    const candidates: (TPlacedLabel & { box: TBox })[] = [
      { x: node.x + gap, y: node.y + h * 0.3, anchor: "start" },
      { x: node.x - gap, y: node.y + h * 0.3, anchor: "end" },
      { x: node.x, y: node.y - gap - h * 0.2, anchor: "middle" },
      { x: node.x, y: node.y + gap + h * 0.8, anchor: "middle" },
    ].map((c) => {
      const x0 = c.anchor === "start" ? c.x : c.anchor === "end" ? c.x - w : c.x - w / 2;
      return {
        ...c,
        anchor: c.anchor as TPlacedLabel["anchor"],
        box: { x0, y0: c.y - h * 0.8, x1: x0 + w, y1: c.y + h * 0.2 },
      };
    });
    const spot = candidates.find(
      ({ box }) =>
        box.x0 >= 0 &&
        box.y0 >= 0 &&
        box.x1 <= width &&
        box.y1 <= height &&
        !boxes.some((b) => overlaps(b, box)) &&
        !dots.some((d) => d.id !== node.id && overlaps(d.box, box)),
    );
    if (!spot) continue;
    boxes.push(spot.box);
    placed.set(node.id, { x: spot.x, y: spot.y, anchor: spot.anchor });
  }
  return placed;
}
