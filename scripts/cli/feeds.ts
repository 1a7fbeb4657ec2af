import { parseArgs } from "node:util";
import { addFeed, listFeeds } from "@/lib/server/ingest/feeds/manage-feeds";
import { pollDueFeeds } from "@/lib/server/ingest/feeds/poll-feeds";
import { wireIngestStatus } from "@/lib/server/gateway/wire/ingest";
import { ingestStatus } from "@/lib/server/ingest/progress/ingest-status";
import { table, UsageError, type TCommand } from "./command";
import { feedRow } from "./source-rows";

export const feedCommands: Record<string, TCommand> = {
  "feed:add": {
    usage: "feed:add URL [--name NAME] [--publisher NAME] [--interval SECONDS]",
    run: async (args) => {
      const { values, positionals } = parseArgs({
        args,
        allowPositionals: true,
        options: { name: { type: "string" }, publisher: { type: "string" }, interval: { type: "string" } },
      });
      if (positionals.length !== 1) throw new UsageError("feed:add needs exactly one URL");
      const feed = await addFeed({
        url: positionals[0]!,
        name: values.name,
        publisher: values.publisher,
        intervalSeconds: values.interval ? Number(values.interval) : undefined,
      });
      console.log(`added feed ${feed.id}: ${feed.url} (polled every ${feed.intervalSeconds} s by the worker)`);
    },
  },
  "feed:list": { usage: "feed:list", run: async () => table((await listFeeds()).map(feedRow)) },
  "feed:poll": {
    usage: "feed:poll   (poll the feeds that are due now, without waiting for the worker)",
    run: async () => console.log(JSON.stringify(await pollDueFeeds(100))),
  },
  "ingest:status": {
    usage:
      "ingest:status [--json]   (running and recent imports of every process, as GET /v1/ingest/status answers an admin)",
    run: async (args) => {
      const { values } = parseArgs({ args, options: { json: { type: "boolean", default: false } } });
      const status = await ingestStatus({ userId: 0, isAdmin: true });
      // --json prints what GET /v1/ingest/status answers.
      if (values.json) return console.log(JSON.stringify(wireIngestStatus(status)));
      table(
        status.runs.map((r) => ({
          Id: r.id,
          Kind: r.kind,
          Description: r.description,
          Status: r.status,
          Read: r.total ? `${r.read}/${r.total}` : r.read,
          Stored: r.stored,
          Duplicates: r.duplicates,
          Rejected: r.rejected,
          "Docs/s": r.docsPerSecond,
          Left: r.secondsLeft === null ? "" : `${r.secondsLeft} s`,
          Started: r.startedAt.toISOString(),
        })),
      );
    },
  },
};
