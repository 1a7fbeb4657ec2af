import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../support/constants";

// Kept outside test-results (which Playwright empties on every run) under a stable name.
const SCREENSHOT_DIR = path.resolve(process.env.E2E_SCREENSHOT_DIR ?? "artifacts/screenshots");
const SCHEMES = ["light", "dark"] as const;

async function screenshotBothSchemes(page: Page, name: string, ready: () => Promise<void>) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const colorScheme of SCHEMES) {
    await page.emulateMedia({ colorScheme });
    await ready();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${colorScheme}.png`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: null });
}

async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel("User name").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test.describe("sign in and out", () => {
  test("visiting / while signed out lands on /login", async ({ page }) => {
    const refused: string[] = [];
    page.on("response", (r) => {
      if (r.status() === 401) refused.push(r.url());
    });
    await page.goto("/");
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    // Sent on by the server: no API call on the way answers 401 (nothing in the console).
    expect(refused).toEqual([]);
    // The browser's default icon request finds one.
    expect((await page.request.get("/favicon.ico")).status()).toBe(200);
    await expect(page.getByLabel("User name")).toBeVisible();
    await expect(page.getByLabel("Password")).toBeVisible();

    await screenshotBothSchemes(page, "login", async () => {
      await expect(page.getByRole("button", { name: "Sign in" })).toBeEnabled();
    });
  });

  test("a wrong password shows the error, a countdown and a disabled button", async ({ page }) => {
    // A user name of its own, so the delay it earns never touches the admin's sign-in.
    const username = `nobody-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    // Two failures through the API first: the attempt in the page then earns a 4 s delay, long
    // enough to observe the countdown on a busy machine (the first failure alone waits only 1 s).
    for (let i = 0; i < 2; i++) {
      const response = await page.request.post("/api/v1/login/?type=json", {
        data: { Username: username, Password: "not-the-password" },
      });
      expect(response.ok()).toBe(true);
      expect((await response.json()).Status).toBe("Delay");
    }

    await page.goto("/login");
    await signIn(page, username, "still-not-the-password");

    const button = page.getByRole("button", { name: "Sign in" });
    await expect(page.getByTestId("login-error")).toHaveText("User name or password is wrong");
    const countdown = page.getByTestId("login-countdown");
    await expect(countdown).toHaveText(/^You can try again in \d+ s$/);
    await expect(countdown).toHaveAttribute("aria-live", "polite");
    await expect(button).toBeDisabled();
    await expect(page).toHaveURL(/\/login/);

    // The countdown runs out and the button comes back.
    await expect(button).toBeEnabled({ timeout: 15_000 });
    await expect(countdown).toHaveText("");
  });

  test("signing in, reloading and signing out", async ({ page }) => {
    await page.goto("/login");
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);

    await expect(page).toHaveURL((url) => url.pathname === "/");
    const currentUser = page.getByTestId("current-user");
    await expect(currentUser).toContainText("Administrator");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome, Administrator");

    await screenshotBothSchemes(page, "landing", async () => {
      await expect(currentUser).toContainText("Administrator");
    });

    await test.step("reload keeps you signed in", async () => {
      await page.reload();
      await expect(page).toHaveURL((url) => url.pathname === "/");
      await expect(page.getByTestId("current-user")).toContainText("Administrator");
    });

    await test.step("sign out returns to /login", async () => {
      await page.getByTestId("current-user").click();
      await page.getByRole("button", { name: "Sign out" }).click();
      await expect(page).toHaveURL(/\/login(\?|$)/);
      await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
      // The session is really gone: the app sends us back again.
      await page.goto("/");
      await expect(page).toHaveURL(/\/login(\?|$)/);
    });
  });

  test("a signed-in visitor to /login is sent on to the app", async ({ page }) => {
    const response = await page.request.post("/api/v1/login/?type=json", {
      data: { Username: E2E_ADMIN.username, Password: E2E_ADMIN.password },
    });
    expect((await response.json()).Status).toBe("Success");
    await page.goto("/login");
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(page.getByTestId("current-user")).toContainText("Administrator");
  });
});
