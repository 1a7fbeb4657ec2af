// `npm run cli -- <command>`: administration and corpus tools. A stable contract: results on
// stdout, errors on stderr with a non-zero exit (1 refused, 2 usage). Works whether or not the
// service is running.
import { bootstrapDatabase } from "@/lib/server/db/bootstrap";
import { closePool } from "@/lib/server/db/pool";
import { DomainError } from "@/lib/server/errors";
import { analyzeCommands } from "./cli/analyze";
import { backupCommands } from "./cli/backup";
import { UsageError, type TCommand } from "./cli/command";
import { feedCommands } from "./cli/feeds";
import { importCommands } from "./cli/import";
import { socialCommands } from "./cli/social";
import { storyCommands } from "./cli/stories";
import { userCommands } from "./cli/users";

// Logs go to stderr: stdout carries results only (`import --json` is read by programs).
process.env.LOG_DESTINATION = "stderr";

const COMMANDS: Record<string, TCommand> = {
  ...userCommands,
  ...importCommands,
  ...feedCommands,
  ...socialCommands,
  ...analyzeCommands,
  ...backupCommands,
  ...storyCommands,
};
const USAGE = `usage: npm run cli -- <command> [options]\n\n${Object.values(COMMANDS)
  .map((c) => `  ${c.usage}`)
  .join("\n")}`;

async function main(): Promise<number> {
  const [name, ...args] = process.argv.slice(2);
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    console.error(name ? `unknown command: ${name}\n\n${USAGE}` : USAGE);
    return 2;
  }
  const embedded = command.noDatabase
    ? undefined
    : (await bootstrapDatabase((m) => process.stderr.write(`[cli] ${m}\n`))).embedded;
  try {
    await command.run(args);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      console.error(`${(error as Error).message}\n\nusage: npm run cli -- ${command.usage}`);
      return 2;
    }
    if (error instanceof DomainError) {
      console.error(`error: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    if (!command.noDatabase) {
      await closePool();
      await embedded?.stop();
    }
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`error: ${(error as Error).message}`);
    process.exit(1);
  },
);
