import { parseArgs } from "node:util";
import { addFeed, listFeeds } from "@/lib/server/ingest/feeds/manage-feeds";
import { pollDueFeeds } from "@/lib/server/ingest/feeds/poll-feeds";
import { ingestStatus } from "@/lib/server/ingest/progress/ingest-status";
import { table, UsageError, type TCommand } from "./command";

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
  "feed:list": { usage: "feed:list", run: async () => table(await listFeeds()) },
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
      if (values.json) return console.log(JSON.stringify(status));
      table(
        status.Runs.map((r) => ({
          Id: r.Id,
          Kind: r.Kind,
          Description: r.Description,
          Status: r.Status,
          Read: r.Total ? `${r.Read}/${r.Total}` : r.Read,
          Stored: r.Stored,
          Duplicates: r.Duplicates,
          Rejected: r.Rejected,
          "Docs/s": r.DocsPerSecond,
          Left: r.SecondsLeft === null ? "" : `${r.SecondsLeft} s`,
          Started: r.Started.toISOString(),
        })),
      );
    },
  },
};
