// The naive baseline of the story benchmark: single-pass clustering of TF-IDF vectors of title +
// text in date order; a document joins the most similar cluster centroid when the cosine reaches
// the one threshold, else starts a cluster.
const STOP = new Set(
  "a an and are as at be by for from has have he her his in is it its of on or said says she that the their they this to was were will with who which after over than not but also been had would into about more one two".split(
    " ",
  ),
);

type TArticle = { url: string; date: string; title: string; text: string };
type TVec = Map<string, number>;

const cache = new WeakMap<TArticle[], Map<string, TVec>>();

function tokens(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((t) => t.length > 1 && !STOP.has(t));
}

function vectors(articles: TArticle[]): Map<string, TVec> {
  const df = new Map<string, number>();
  const tfs = articles.map((a) => {
    const tf = new Map<string, number>();
    for (const t of tokens(`${a.title} ${a.text}`)) tf.set(t, (tf.get(t) ?? 0) + 1);
    for (const t of tf.keys()) df.set(t, (df.get(t) ?? 0) + 1);
    return tf;
  });
  const out = new Map<string, TVec>();
  articles.forEach((a, i) => {
    const v: TVec = new Map();
    let norm = 0;
    for (const [t, n] of tfs[i]!) {
      const w = (1 + Math.log(n)) * Math.log(articles.length / df.get(t)!);
      v.set(t, w);
      norm += w * w;
    }
    norm = Math.sqrt(norm) || 1;
    for (const [t, w] of v) v.set(t, w / norm);
    out.set(a.url, v);
  });
  return out;
}

/** url → cluster number. */
export function naiveClusters(articles: TArticle[], threshold: number): Map<string, string> {
  let vecs = cache.get(articles);
  if (!vecs) cache.set(articles, (vecs = vectors(articles)));
  const ordered = [...articles].sort((a, b) => a.date.localeCompare(b.date) || a.url.localeCompare(b.url));
  const clusters: { sum: TVec; norm: number }[] = [];
  const result = new Map<string, string>();
  for (const a of ordered) {
    const v = vecs.get(a.url)!;
    let best = -1;
    let bestScore = threshold;
    clusters.forEach((c, i) => {
      let dot = 0;
      for (const [t, w] of v) dot += w * (c.sum.get(t) ?? 0);
      const score = dot / c.norm;
      if (score >= bestScore) [best, bestScore] = [i, score];
    });
    if (best < 0) {
      clusters.push({ sum: new Map(), norm: 1 });
      best = clusters.length - 1;
    }
    const c = clusters[best]!;
    for (const [t, w] of v) c.sum.set(t, (c.sum.get(t) ?? 0) + w);
    c.norm = Math.sqrt([...c.sum.values()].reduce((s, w) => s + w * w, 0)) || 1;
    result.set(a.url, String(best));
  }
  return result;
}
