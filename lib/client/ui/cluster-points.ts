/**
 * Grid clustering for the map: points in the same cell of `cell` map units (the cell shrinks as the
 * map zooms in) become one cluster at their weighted centre; a cell with one point stays that point.
 */
export type TClusterPoint<T> = { x: number; y: number; weight: number; item: T };
export type TCluster<T> = { x: number; y: number; weight: number; items: T[] };

export function clusterPoints<T>(points: readonly TClusterPoint<T>[], cell: number): TCluster<T>[] {
  const cells = new Map<string, TClusterPoint<T>[]>();
  for (const p of points) {
    const key = `${Math.floor(p.x / cell)}:${Math.floor(p.y / cell)}`;
    const list = cells.get(key);
    if (list) list.push(p);
    else cells.set(key, [p]);
  }
  return [...cells.values()].map((members) => {
    const weight = members.reduce((sum, m) => sum + m.weight, 0);
    const w = (m: TClusterPoint<T>) => (weight > 0 ? m.weight / weight : 1 / members.length);
    return {
      x: members.reduce((sum, m) => sum + m.x * w(m), 0),
      y: members.reduce((sum, m) => sum + m.y * w(m), 0),
      weight,
      items: members.map((m) => m.item),
    };
  });
}
