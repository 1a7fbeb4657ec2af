// Re-clusters the stored documents at several similarity thresholds and scores each against the
// hand-made Wikinews story fixture. Usage: node --conditions=react-server --import tsx scripts/bench/story-sweep.ts
import { closePool, pool } from "@/lib/server/db/pool";
import stories from "../../e2e/fixtures/stories/wikinews-stories.json";

async function storyOf(prefix: string): Promise<string> {
  const { rows } = await pool().query("SELECT story_id FROM documents WHERE title LIKE $1 || '%'", [prefix]);
  return rows[0]?.story_id;
}

for (const threshold of (process.argv[2] ?? "0.2,0.24,0.28,0.32,0.36").split(",")) {
  await pool().query("UPDATE documents SET story_id = NULL; DELETE FROM stories");
  process.env.STORY_THRESHOLD = threshold;
  const { clusterPendingDocuments } = await import(`@/lib/server/stories/cluster-documents?t=${threshold}`);
  await clusterPendingDocuments();
  let same = 0;
  let different = 0;
  const misses: string[] = [];
  for (const [a, b] of stories.sameStory) {
    if ((await storyOf(a!)) === (await storyOf(b!))) same++;
    else misses.push(`split: ${a} / ${b}`);
  }
  for (const [a, b] of stories.differentStories) {
    if ((await storyOf(a!)) !== (await storyOf(b!))) different++;
    else misses.push(`merged: ${a} / ${b}`);
  }
  for (const miss of stories.knownMisses.pairs) {
    const [a, b] = miss.pair;
    const grouped = (await storyOf(a!)) === (await storyOf(b!));
    const expectApart = "expected" in miss && miss.expected === "apart";
    misses.push(`${grouped === expectApart ? "known miss" : "now right"}: ${a} / ${b}`);
  }
  const { rows } = await pool().query(
    "SELECT count(*) FILTER (WHERE doc_count > 1) AS multi, max(doc_count) AS biggest FROM stories",
  );
  console.log(
    `threshold ${threshold}: same ${same}/${stories.sameStory.length}, apart ${different}/${stories.differentStories.length}, multi-doc stories ${rows[0].multi}, biggest ${rows[0].biggest}`,
  );
  for (const m of misses) console.log(`   ${m}`);
}
await closePool();
