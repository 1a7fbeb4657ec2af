import { parseArgs } from "node:util";
import { addSocialSource, listSocialSources } from "@/lib/server/social/manage-social-sources";
import { pollDueSocialSources } from "@/lib/server/social/poll-social";
import { table, UsageError, type TCommand } from "./command";
import { socialSourceRow } from "./source-rows";

export const socialCommands: Record<string, TCommand> = {
  "social:add": {
    usage:
      "social:add PROVIDER INSTANCE_URL (--tag TAG | --text QUERY) [--name NAME] [--interval SECONDS]   (e.g. mastodon https://mastodon.social --tag rust)",
    run: async (args) => {
      const { values, positionals } = parseArgs({
        args,
        allowPositionals: true,
        options: {
          tag: { type: "string" },
          text: { type: "string" },
          name: { type: "string" },
          interval: { type: "string" },
        },
      });
      if (positionals.length !== 2) throw new UsageError("social:add needs a provider and an instance URL");
      if (Boolean(values.tag) === Boolean(values.text))
        throw new UsageError("social:add needs exactly one of --tag and --text");
      const source = await addSocialSource({
        provider: positionals[0]!,
        instance: positionals[1]!,
        tag: values.tag,
        text: values.text,
        name: values.name,
        intervalSeconds: values.interval ? Number(values.interval) : undefined,
      });
      console.log(
        `added social source ${source.id}: ${source.name} <${source.url}> (polled every ${source.intervalSeconds} s by the worker)`,
      );
    },
  },
  "social:list": { usage: "social:list", run: async () => table((await listSocialSources()).map(socialSourceRow)) },
  "social:poll": {
    usage: "social:poll   (poll the social sources that are due now, without waiting for the worker)",
    run: async () => console.log(JSON.stringify(await pollDueSocialSources(100))),
  },
};
