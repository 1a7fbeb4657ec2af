// `npm run cli -- <command>`: administration. A stable contract: results on stdout, errors on
// stderr with a non-zero exit. Works whether or not the service is running.
import { parseArgs } from "node:util";
import { createApiKey, listApiKeys, revokeApiKey } from "@/lib/auth/manage-api-keys";
import { db } from "@/lib/db/client";
import { bootstrapDatabase } from "@/lib/db/bootstrap";
import { DomainError } from "@/lib/errors";
import { createUser } from "@/lib/users/create-user";
import { listUsers } from "@/lib/users/find-user";

const USAGE = `usage: npm run cli -- <command> [options]

  user:create --username NAME --password PW [--admin] [--first F] [--last L] [--email E]
  user:list
  apikey:create --username NAME [--digest-required] [--description TEXT] [--json]
  apikey:list [--username NAME]
  apikey:revoke KEY`;

type TCommand = (args: string[]) => Promise<void>;

const table = (rows: Record<string, unknown>[]) => (rows.length ? console.table(rows) : console.log("(none)"));

const COMMANDS: Record<string, TCommand> = {
  "user:create": async (args) => {
    const { values } = parseArgs({
      args,
      options: {
        username: { type: "string" },
        password: { type: "string" },
        admin: { type: "boolean", default: false },
        first: { type: "string" },
        last: { type: "string" },
        email: { type: "string" },
      },
    });
    if (!values.username || !values.password) throw new UsageError("user:create needs --username and --password");
    const user = await createUser({
      username: values.username,
      password: values.password,
      admin: values.admin,
      firstName: values.first,
      lastName: values.last,
      email: values.email,
    });
    console.log(`created user ${user.username} (id ${user.id}, role ${user.role})`);
  },
  "user:list": async () => {
    const users = await listUsers();
    table(
      users.map((u) => ({
        id: u.id,
        username: u.username,
        role: u.role,
        name: `${u.firstName} ${u.lastName}`.trim(),
        lockedOut: u.lockedOut,
      })),
    );
  },
  "apikey:create": async (args) => {
    const { values } = parseArgs({
      args,
      options: {
        username: { type: "string" },
        "digest-required": { type: "boolean", default: false },
        description: { type: "string" },
        json: { type: "boolean", default: false },
      },
    });
    if (!values.username) throw new UsageError("apikey:create needs --username");
    const key = await createApiKey({
      username: values.username,
      digestRequired: values["digest-required"],
      description: values.description,
    });
    if (values.json) console.log(JSON.stringify(key));
    else console.log(`ApiKey:    ${key.ApiKey}\nSharedKey: ${key.SharedKey}\n(the shared key is shown only now)`);
  },
  "apikey:list": async (args) => {
    const { values } = parseArgs({ args, options: { username: { type: "string" } } });
    table(await listApiKeys(values.username));
  },
  "apikey:revoke": async (args) => {
    const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
    if (positionals.length !== 1) throw new UsageError("apikey:revoke needs exactly one KEY");
    await revokeApiKey(positionals[0]!);
    console.log(`revoked ${positionals[0]}`);
  },
};

class UsageError extends Error {}

async function main(): Promise<number> {
  const [name, ...args] = process.argv.slice(2);
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    console.error(name ? `unknown command: ${name}\n\n${USAGE}` : USAGE);
    return 2;
  }
  const { embedded } = await bootstrapDatabase((m) => process.stderr.write(`[cli] ${m}\n`));
  try {
    await command(args);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      console.error(`${(error as Error).message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof DomainError) {
      console.error(`error: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await db().$disconnect();
    await embedded?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`error: ${(error as Error).message}`);
    process.exit(1);
  },
);
