import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { UI_BASE_URL } from "./constants";

/** Whether the global setup imported the Wikinews corpus into the suite's database. */
export const hasWikinews = process.env.E2E_UI_CORPUS === "wikinews";
export const wikinewsMissing = "the Wikinews corpus (../shared/corpus/wikinews or CORPUS_DIR) is missing: skipped";

export type TUiUser = { username: string; password: string; firstName: string };

export function uniqueName(prefix: string): string {
  return `${prefix}${randomBytes(4).toString("hex")}`;
}

/** Runs the admin CLI (`npm run cli -- <args>`) against the suite's database, as an operator would. */
function runCli(args: string[]) {
  const result = spawnSync(process.execPath, ["scripts/run.mjs", "cli", ...args], {
    encoding: "utf8",
    env: {
      ...process.env,
      DATABASE_URL: process.env.E2E_UI_DATABASE_URL,
      SESSION_SECRET: process.env.E2E_UI_SESSION_SECRET,
    },
  });
  if (result.status !== 0) throw new Error(`${args[0]} failed: ${result.stderr}`);
}

/** A new user, created with the admin CLI against the suite's database, as an operator would. */
export function createUser(firstName = "Test"): TUiUser {
  const user = { username: uniqueName("user-"), password: `pw-${randomBytes(8).toString("hex")}`, firstName };
  runCli([
    "user:create",
    "--username",
    user.username,
    "--password",
    user.password,
    "--first",
    firstName,
    "--last",
    "Tester",
  ]);
  return user;
}

/** An editor, created with the admin CLI (`user:create --editor`). */
export function createEditor() {
  const user = { username: uniqueName("editor-"), password: `pw-${randomBytes(8).toString("hex")}` };
  runCli(["user:create", "--username", user.username, "--password", user.password, "--editor"]);
  return user;
}

/** Signs the page's browser context in through the API (the cookie is shared with the page). */
export async function signInAs(page: Page, user: { username: string; password: string }) {
  const response = await page.request.post("/api/v1/login/?type=json", {
    data: { Username: user.username, Password: user.password },
  });
  expect((await response.json()).Status).toBe("Success");
}

/**
 * A GET on the API as the context's signed-in user, sent as the app sends it (same origin, so cookie
 * writes are allowed). Answers the status and the JSON body.
 */
export async function apiCall<T>(request: APIRequestContext, pathAndQuery: string) {
  const separator = pathAndQuery.includes("?") ? "&" : "?";
  const response = await request.get(`/api${pathAndQuery}${separator}type=json`, {
    headers: { Origin: UI_BASE_URL },
  });
  return { status: response.status(), body: (await response.json()) as T };
}

/** apiCall that fails the test unless the answer is a 200. */
export async function apiGet<T>(request: APIRequestContext, pathAndQuery: string): Promise<T> {
  const { status, body } = await apiCall<T>(request, pathAndQuery);
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

/** A new MyPage tab of the context's signed-in user, named `uniqueName(prefix)`, made through the API. */
export async function createTab(request: APIRequestContext, prefix: string): Promise<{ Id: string }> {
  const description = encodeURIComponent(uniqueName(prefix));
  return (await apiGet<{ WidgetProject: { Id: string } }>(request, `/mypagetab/create?description=${description}`))
    .WidgetProject;
}

/**
 * Real touch input through the browser's input pipeline (touchstart/move/end, as a finger sends them):
 * `touch("touchStart", x, y)`, then moves, then `touch("touchEnd")`.
 */
export async function touchInput(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  return (type: "touchStart" | "touchMove" | "touchEnd", x = 0, y = 0) =>
    cdp.send("Input.dispatchTouchEvent", {
      type,
      touchPoints: type === "touchEnd" ? [] : [{ x: Math.round(x), y: Math.round(y), id: 1 }],
    });
}
