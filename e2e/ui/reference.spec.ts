import { expect, test } from "@playwright/test";
import { createUser, signInAs } from "../support/ui-fixtures";

test("the API reference sends a request with the reader's session and shows the answer", async ({ page }) => {
  const user = createUser("Reader");
  await signInAs(page, user);
  await page.goto("/reference");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const operation = page.locator("details", { has: page.locator("summary code", { hasText: /^\/user$/ }) }).first();
  await operation.locator("summary").click();
  await operation.getByRole("button", { name: "Send GET" }).click();
  const answer = operation.getByTestId("try-it-answer");
  await expect(answer).toContainText("200 GET /api/user?type=json");
  await expect(answer).toContainText('"UserName"');
});
