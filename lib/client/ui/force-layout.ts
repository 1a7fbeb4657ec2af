/**
 * A small force-directed layout for the network widget: nodes repel (inverse square), connections
 * pull like springs weighted by strength, a weak pull to the centre keeps the graph together.
 * Deterministic (nodes start on a circle), runs a fixed number of cooling steps.
 */

export type TForceNode = { id: string; x: number; y: number };
export type TForceLink = { from: string; to: string; strength: number };

export function forceLayout(
  ids: readonly string[],
  links: readonly TForceLink[],
  { width = 600, height = 400, iterations = 300 } = {},
): TForceNode[] {
  const n = ids.length;
  const cx = width / 2;
  const cy = height / 2;
  const radius = Math.min(width, height) / 3;
  const nodes = ids.map((id, i) => ({
    id,
    x: cx + radius * Math.cos((2 * Math.PI * i) / Math.max(n, 1)),
    y: cy + radius * Math.sin((2 * Math.PI * i) / Math.max(n, 1)),
  }));
  if (n < 2) return n === 1 ? [{ id: ids[0]!, x: cx, y: cy }] : [];
  const index = new Map(ids.map((id, i) => [id, i]));
  const ideal = Math.sqrt((width * height) / n) * 0.6;
  const maxStrength = Math.max(...links.map((l) => l.strength), 1e-9);
  for (let step = 0; step < iterations; step++) {
    const temperature = (1 - step / iterations) * ideal * 0.5 + 0.5;
    const dx = new Float64Array(n);
    const dy = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        let ex = nodes[i]!.x - nodes[j]!.x;
        let ey = nodes[i]!.y - nodes[j]!.y;
        if (ex === 0 && ey === 0) {
          ex = 0.01 * (i + 1);
          ey = 0.01 * (j + 1);
        }
        const d2 = ex * ex + ey * ey;
        const d = Math.sqrt(d2);
        const force = (ideal * ideal) / d;
        dx[i]! += (ex / d) * force;
        dy[i]! += (ey / d) * force;
        dx[j]! -= (ex / d) * force;
        dy[j]! -= (ey / d) * force;
      }
    }
    for (const link of links) {
      const a = index.get(link.from);
      const b = index.get(link.to);
      if (a === undefined || b === undefined || a === b) continue;
      const ex = nodes[a]!.x - nodes[b]!.x;
      const ey = nodes[a]!.y - nodes[b]!.y;
      const d = Math.max(Math.sqrt(ex * ex + ey * ey), 0.01);
      const force = ((d * d) / ideal) * (0.3 + (0.7 * link.strength) / maxStrength);
      dx[a]! -= (ex / d) * force;
      dy[a]! -= (ey / d) * force;
      dx[b]! += (ex / d) * force;
      dy[b]! += (ey / d) * force;
    }
    for (let i = 0; i < n; i++) {
      const node = nodes[i]!;
      dx[i]! += (cx - node.x) * 0.05;
      dy[i]! += (cy - node.y) * 0.05;
      const length = Math.max(Math.sqrt(dx[i]! * dx[i]! + dy[i]! * dy[i]!), 1e-9);
      const move = Math.min(length, temperature);
      node.x = Math.min(width - 20, Math.max(20, node.x + (dx[i]! / length) * move));
      node.y = Math.min(height - 20, Math.max(20, node.y + (dy[i]! / length) * move));
    }
  }
  return fitToFrame(nodes, width, height);
}

/** Scales and centres the layout to fill the frame (keeping its proportions), so a tight cluster is readable. */
export function fitToFrame(nodes: TForceNode[], width: number, height: number, margin = 40): TForceNode[] {
  if (nodes.length < 2) return nodes;
  const xs = nodes.map((n) => n.x);
  const ys = nodes.map((n) => n.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = Math.min(
    (width - 2 * margin) / Math.max(maxX - minX, 1e-9),
    (height - 2 * margin) / Math.max(maxY - minY, 1e-9),
  );
  const offsetX = (width - (maxX - minX) * scale) / 2;
  const offsetY = (height - (maxY - minY) * scale) / 2;
  return nodes.map((n) => ({ id: n.id, x: offsetX + (n.x - minX) * scale, y: offsetY + (n.y - minY) * scale }));
}
