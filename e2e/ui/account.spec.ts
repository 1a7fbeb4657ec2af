import { parseFeed } from "@rowanmanning/feed-parser";
import { expect, test, type Page } from "@playwright/test";
import { screenshotBothSchemes } from "../support/screenshots";
import { apiGet, createUser, signInAs, uniqueName } from "../support/ui-fixtures";
import { UI_BASE_URL } from "../support/constants";

type TKeys = { Items: { ApiKey: string; Description: string; DigestRequired?: boolean; Revoked: boolean }[] };

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

async function newKey(page: Page, description: string, mode: RegExp) {
  const form = page.getByRole("form", { name: "Create an API key" });
  await form.getByLabel("What is it for?").fill(description);
  await form.getByRole("radio", { name: mode }).check();
  await form.getByRole("button", { name: "Create key" }).click();
  const shown = page.getByTestId("new-api-key");
  await expect(shown).toBeVisible();
  return {
    apiKey: (await shown.locator("code").first().textContent())!.trim(),
    secret: (await page.getByTestId("new-api-secret").textContent())!.trim(),
  };
}

test.describe("Account page", () => {
  test("create keys of both kinds (secret shown once, copyable), list and revoke them", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signInAs(page, createUser("Keys"));
    await page.goto("/");
    await page.getByTestId("current-user").click();
    await page.getByRole("link", { name: "Account and API keys" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
    await expect(page.getByTestId("empty-state")).toContainText("No active keys");

    const signed = await newKey(page, "reporting script", /must be signed/);
    expect(signed.secret.length).toBeGreaterThan(20);
    await page.getByRole("button", { name: "Copy secret" }).click();
    await expect(page.getByText("Copied", { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(signed.secret);
    await page.getByRole("button", { name: "I have copied it" }).click();
    await expect(page.getByTestId("new-api-key")).toHaveCount(0);

    const keyOnly = await newKey(page, "dashboard kiosk", /need only the key/);
    const rows = page.getByTestId("api-key-row");
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: signed.apiKey })).toContainText("signed (digest)");
    await expect(rows.filter({ hasText: keyOnly.apiKey })).toContainText("key only");
    // The secret is never listed again.
    await page.reload();
    await expect(page.getByText(signed.secret)).toHaveCount(0);

    // The key-only key works by itself against the API; the signed one does not.
    const plain = (key: string) => fetch(`${UI_BASE_URL}/api/v1/loginstatus?type=json&apiKey=${key}`);
    expect((await plain(keyOnly.apiKey)).status).toBe(200);
    expect((await plain(signed.apiKey)).status).toBe(401);

    await screenshotBothSchemes(page, "account", async () => {
      await expect(rows).toHaveCount(2);
    });

    await rows
      .filter({ hasText: keyOnly.apiKey })
      .getByRole("button", { name: /Revoke/ })
      .click();
    await expect(rows).toHaveCount(1);
    expect((await plain(keyOnly.apiKey)).status).toBe(401);
    const listed = await apiGet<TKeys>(page.request, "/v1/apikey");
    expect(listed.Items.find((k) => k.ApiKey === keyOnly.apiKey)?.Revoked).toBe(true);
  });

  test("change the password: a wrong current one is refused, the new one signs in", async ({ page }) => {
    const user = createUser("Password");
    await signInAs(page, user);
    await page.goto("/account");
    const form = page.getByRole("form", { name: "Change password" });
    const next = `new-${uniqueName("pw")}`;
    await form.getByLabel("Current password").fill("not-my-password");
    await form.getByLabel("New password", { exact: true }).fill(next);
    await form.getByLabel("New password again").fill(`${next}x`);
    await expect(form.getByText("The two new passwords differ")).toBeVisible();
    await expect(form.getByRole("button", { name: "Change password" })).toBeDisabled();
    await form.getByLabel("New password again").fill(next);
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "current password is not correct" })).toBeVisible();

    await form.getByLabel("Current password").fill(user.password);
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your password was changed." })).toBeVisible();
    // This session stays signed in; the new password signs in, the old one no longer does.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
    const login = (password: string) =>
      fetch(`${UI_BASE_URL}/api/v1/login/?type=json`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ Username: user.username, Password: password }),
      }).then((r) => r.json() as Promise<{ Status: string }>);
    // The wrong current password above counts as a failed sign-in and earns a 1 s delay (DECISIONS 16);
    // an attempt inside it would be refused and earn a longer one, so let it pass first.
    await page.waitForTimeout(1_500);
    expect((await login(next)).Status).toBe("Success");
    expect((await login(user.password)).Status).not.toBe("Success");
  });

  test("sessions: this browser is marked, another one is signed out from here and its cookie stops working", async ({
    page,
  }) => {
    const user = createUser("Sessions");
    await signInAs(page, user);
    const elsewhere = await fetch(`${UI_BASE_URL}/api/v1/login/?type=json`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": "Phone Reader/2.0" },
      body: JSON.stringify({ Username: user.username, Password: user.password }),
    });
    const otherCookie = elsewhere.headers.get("set-cookie")!.split(";")[0]!;
    const statusOf = async (cookie: string) =>
      (
        (await (await fetch(`${UI_BASE_URL}/api/v1/loginstatus?type=json`, { headers: { cookie } })).json()) as {
          Status: string;
        }
      ).Status;
    expect(await statusOf(otherCookie)).toBe("authenticated");

    await page.goto("/account");
    const table = page.getByRole("table", { name: "Your sessions" });
    await expect(table.getByTestId("session-row")).toHaveCount(2);
    await expect(table.getByTestId("session-row").filter({ hasText: "this browser" })).toHaveCount(1);
    await expect(table.getByText("Phone Reader/2.0")).toBeVisible();
    await screenshotBothSchemes(page, "account-sessions", async () => {
      await expect(table.getByTestId("session-row")).toHaveCount(2);
    });
    await table.getByRole("button", { name: /Sign out Phone Reader\/2\.0/ }).click();
    await expect(table.getByTestId("session-row")).toHaveCount(1);
    expect(await statusOf(otherCookie)).toBe("unauthenticated");
    // This browser is still signed in.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Where you are signed in" })).toBeVisible();
    await expect(page.getByRole("button", { name: /Sign out all other sessions/ })).toHaveCount(0);
  });

  test("Feed link gives a signed feed URL in one click that a feed reader parses", async ({ page }) => {
    await signInAs(page, createUser("Feeds"));
    const tab = (await apiGet<{ WidgetProject: { Id: string } }>(page.request, "/mypagetab/create?description=Feeds"))
      .WidgetProject;
    const widget = { Key: "Note", Title: "Morning notes", Settings: { Text: "Read the papers." } };
    await apiGet(page.request, `/widget/save?tabId=${tab.Id}&widgetJSON=${json(widget)}`);
    await page.goto(`/?tab=${tab.Id}`);
    await page.getByLabel("More actions for Morning notes").click();
    await page.getByRole("button", { name: "Feed link…" }).click();
    const dialog = page.getByTestId("feed-dialog");
    await dialog.getByRole("button", { name: "Create feed link" }).click();
    const link = (await dialog.getByTestId("signed-feed").textContent())!.trim();
    expect(link).toMatch(/apiKey=.*&digest=/);

    // A plain HTTP client, no cookie: the link alone is enough.
    const response = await fetch(link);
    expect(response.status).toBe(200);
    const feed = parseFeed(await response.text());
    expect(feed.title).toBe("Morning notes");

    // The key is on the account page, named after the feed; revoking it ends the link.
    await page.goto("/account");
    const row = page.getByTestId("api-key-row").filter({ hasText: "Feed link: Morning notes" });
    await expect(row).toContainText("signed (digest)");
    await row.getByRole("button", { name: /Revoke/ }).click();
    await expect(row).toHaveCount(0);
    expect((await fetch(link)).status).toBe(401);
  });
});
