import { parseArgs } from "node:util";
import { reclusterStoredStories } from "@/lib/server/stories/recluster-stored-stories";
import { UsageError, type TCommand } from "./command";

export const storyCommands: Record<string, TCommand> = {
  "stories:recluster": {
    usage:
      "stories:recluster [--from DATE] [--until DATE] [--threshold P]   (merge the stories that link strongly on average, over the 24 days before DATE (default: the newest story) or from --from on; prints the merges)",
    run: async (args) => {
      const { values, positionals } = parseArgs({
        args,
        allowPositionals: true,
        options: { from: { type: "string" }, until: { type: "string" }, threshold: { type: "string" } },
      });
      if (positionals.length > 0) throw new UsageError("stories:recluster takes no arguments");
      const date = (name: "from" | "until") => {
        const value = values[name];
        if (value === undefined) return undefined;
        const parsed = new Date(value);
        if (Number.isNaN(parsed.getTime())) throw new UsageError(`--${name} is not a date: ${value}`);
        return parsed;
      };
      const [from, until] = [date("from"), date("until")];
      if (from && until && from > until) throw new UsageError("--from is after --until");
      const threshold = values.threshold === undefined ? undefined : Number(values.threshold);
      if (threshold !== undefined && !(threshold > 0 && threshold <= 1))
        throw new UsageError(`--threshold must be a probability in (0, 1]: ${values.threshold}`);
      console.log(JSON.stringify(await reclusterStoredStories({ from, until, threshold })));
    },
  },
};
