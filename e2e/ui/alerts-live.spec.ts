import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { UI_BASE_URL } from "../support/constants";
import { apiGet, createUser, signInAs, uniqueName } from "../support/ui-fixtures";

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** Imports one document with the admin CLI, in another process than the server (as an operator would). */
function importDocument(title: string, word: string) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "alerts-ui-")), "docs.jsonl");
  const doc = {
    title,
    body: `The harbour authority of Valletta said on Monday that ${word} volumes reached a record.`,
    publishedAt: new Date().toISOString(),
    language: "en",
  };
  fs.writeFileSync(file, JSON.stringify(doc) + "\n");
  const result = spawnSync(process.execPath, ["scripts/run.mjs", "cli", "import", file, "--json"], {
    encoding: "utf8",
    env: {
      ...process.env,
      DATABASE_URL: process.env.E2E_UI_DATABASE_URL,
      SESSION_SECRET: process.env.E2E_UI_SESSION_SECRET,
    },
  });
  if (result.status !== 0) throw new Error(`import failed: ${result.stderr}`);
}

test("a widget on an open MyPage shows a newly imported matching document without a reload", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, createUser("Live"));
  const word = uniqueName("zq");
  const tab = (await apiGet<{ WidgetProject: { Id: string } }>(page.request, `/mypagetab/create?description=Live`))
    .WidgetProject;
  await apiGet(
    page.request,
    `/widget/save?tabId=${tab.Id}&widgetJSON=${json({ Key: "DocumentList", Title: "Harbour watch", Settings: { Query: word } })}`,
  );
  const alert = await page.request.post("/api/v1/alerts?type=json", {
    headers: { Origin: UI_BASE_URL },
    data: { Name: "Harbour alert", Query: word },
  });
  expect(alert.status()).toBe(201);
  await page.goto(`/?tab=${tab.Id}`);
  const widget = page.getByTestId("widget").filter({ has: page.getByRole("heading", { name: "Harbour watch" }) });
  await expect(widget).toBeVisible();
  await expect(page.getByTestId("widget-loading")).toHaveCount(0);
  const title = `Record cargo at the harbour ${word}`;
  await expect(widget).not.toContainText(title);
  // A marker on the window: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

  importDocument(title, word);

  await expect(widget).toContainText(title, { timeout: 30_000 });
  // The bell counts the alert's notification, live as well.
  await expect(page.getByTestId("unread-count")).toHaveText("1");
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

  // The Alerts page lists the alert with its match and why it matched.
  await page.getByRole("button", { name: /Notifications, 1 unread/ }).click();
  await page.getByRole("link", { name: "Manage alerts" }).click();
  const card = page.getByRole("region", { name: "Harbour alert" });
  await card.getByRole("button", { name: "Matches and deliveries" }).click();
  await expect(card.getByRole("link", { name: title })).toBeVisible();
  await expect(card.getByText(`why: ${word}`)).toBeVisible();
});
