import { parseArgs } from "node:util";
import { reclusterStoredStories } from "@/lib/stories/recluster-stored-stories";
import { UsageError, type TCommand } from "./command";

export const storyCommands: Record<string, TCommand> = {
  "stories:recluster": {
    usage:
      "stories:recluster [--until DATE] [--threshold P]   (merge the stories of the last 24 days before DATE that link strongly on average; prints the merges)",
    run: async (args) => {
      const { values, positionals } = parseArgs({
        args,
        allowPositionals: true,
        options: { until: { type: "string" }, threshold: { type: "string" } },
      });
      if (positionals.length > 0) throw new UsageError("stories:recluster takes no arguments");
      const until = values.until === undefined ? undefined : new Date(values.until);
      if (until && Number.isNaN(until.getTime())) throw new UsageError(`--until is not a date: ${values.until}`);
      const threshold = values.threshold === undefined ? undefined : Number(values.threshold);
      if (threshold !== undefined && !(threshold > 0 && threshold <= 1))
        throw new UsageError(`--threshold must be a probability in (0, 1]: ${values.threshold}`);
      console.log(JSON.stringify(await reclusterStoredStories({ until, threshold })));
    },
  },
};
