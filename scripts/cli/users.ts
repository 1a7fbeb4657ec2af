import { parseArgs } from "node:util";
import { createApiKey, listApiKeys, revokeApiKey } from "@/lib/server/auth/manage-api-keys";
import { createUser } from "@/lib/server/users/create-user";
import { listUsers } from "@/lib/server/users/find-user";
import { table, UsageError, type TCommand } from "./command";

export const userCommands: Record<string, TCommand> = {
  "user:create": {
    usage: "user:create --username NAME --password PW [--admin | --editor] [--first F] [--last L] [--email E]",
    run: async (args) => {
      const { values } = parseArgs({
        args,
        options: {
          username: { type: "string" },
          password: { type: "string" },
          admin: { type: "boolean", default: false },
          editor: { type: "boolean", default: false },
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
        editor: values.editor,
        firstName: values.first,
        lastName: values.last,
        email: values.email,
      });
      console.log(`created user ${user.username} (id ${user.id}, role ${user.role})`);
    },
  },
  "user:list": {
    usage: "user:list",
    run: async () => {
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
  },
  "apikey:create": {
    usage: "apikey:create --username NAME [--key-only] [--description TEXT] [--json]",
    run: async (args) => {
      const { values } = parseArgs({
        args,
        options: {
          username: { type: "string" },
          // Keys need their digest by default; --key-only makes a key that may only read (DECISIONS 15).
          "key-only": { type: "boolean", default: false },
          // The default now; still accepted from older scripts.
          "digest-required": { type: "boolean", default: false },
          description: { type: "string" },
          json: { type: "boolean", default: false },
        },
      });
      if (!values.username) throw new UsageError("apikey:create needs --username");
      if (values["key-only"] && values["digest-required"])
        throw new UsageError("apikey:create: --key-only and --digest-required contradict each other");
      const key = await createApiKey({
        username: values.username,
        digestRequired: !values["key-only"],
        description: values.description,
      });
      if (values.json) console.log(JSON.stringify({ ApiKey: key.apiKey, SharedKey: key.sharedKey }));
      else console.log(`ApiKey:    ${key.apiKey}\nSharedKey: ${key.sharedKey}\n(the shared key is shown only now)`);
    },
  },
  "apikey:list": {
    usage: "apikey:list [--username NAME]",
    run: async (args) => {
      const { values } = parseArgs({ args, options: { username: { type: "string" } } });
      table(
        (await listApiKeys(values.username)).map((k) => ({
          ApiKey: k.key,
          UserName: k.username,
          DigestRequired: k.digestRequired,
          Description: k.description,
          CreatedDate: k.createdAt,
          LastUsedDate: k.lastUsedAt,
          Revoked: k.revoked,
        })),
      );
    },
  },
  "apikey:revoke": {
    usage: "apikey:revoke KEY",
    run: async (args) => {
      const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
      if (positionals.length !== 1) throw new UsageError("apikey:revoke needs exactly one KEY");
      await revokeApiKey(positionals[0]!);
      console.log(`revoked ${positionals[0]}`);
    },
  },
};
