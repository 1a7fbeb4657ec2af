import path from "node:path";
import { createBackup } from "@/lib/server/db/backup/create-backup";
import { restoreBackup } from "@/lib/server/db/backup/restore-backup";
import { UsageError, type TCommand } from "./command";

const fileArg = (args: string[], name: string) => {
  if (args.length !== 1) throw new UsageError(`${name} needs exactly one FILE`);
  return path.resolve(args[0]!);
};
const say = (table: string, rows: number) => process.stderr.write(`  ${table}: ${rows} rows\n`);

export const backupCommands: Record<string, TCommand> = {
  backup: {
    usage: "backup FILE   (a consistent dump of everything: users, keys, corpus, projects, tabs; gzip)",
    run: async (args) => {
      const summary = await createBackup(fileArg(args, "backup"), say);
      console.log(JSON.stringify(summary));
    },
  },
  restore: {
    usage: "restore FILE  (replaces all data with the backup's, in one transaction; stop the service first)",
    run: async (args) => {
      const summary = await restoreBackup(fileArg(args, "restore"), say);
      console.log(JSON.stringify(summary));
    },
  },
};
