import { expect, test } from "@playwright/test";
import { screenshotBothSchemes } from "../support/screenshots";
import { createUser, hasWikinews, signInAs, wikinewsMissing } from "../support/ui-fixtures";

test.describe("Search help", () => {
  test("a cheat-sheet by the box adds examples to the query", async ({ page }) => {
    test.skip(!hasWikinews, wikinewsMissing);
    await signInAs(page, createUser("Syntax"));
    await page.goto("/search");
    const help = page.getByTestId("syntax-help");
    await help.getByText("Search syntax", { exact: true }).click();
    for (const example of ['"climate change"', "flood OR drought", "vaccine -trial", 'person:"Angela Merkel"'])
      await expect(help.getByRole("button", { name: example, exact: true })).toBeVisible();
    await expect(help).toContainText("doclist:");
    await expect(help).toContainText("person, company, organization, country, city");
    await screenshotBothSchemes(page, "search-help", async () => {
      await expect(help.getByRole("button", { name: "flood OR drought", exact: true })).toBeVisible();
    });

    await page.getByTestId("query-input").fill("election");
    await help.getByRole("button", { name: "language:fr", exact: true }).click();
    await expect(page.getByTestId("query-input")).toHaveValue("election language:fr");
  });

  test("a syntax error is shown once, not again in the results or the volume chart", async ({ page }) => {
    await signInAs(page, createUser("Once"));
    await page.goto(`/search?q=${encodeURIComponent("oil AND OR gas")}`);
    const error = page.getByTestId("query-error");
    await expect(error).toContainText("at position 8");
    await expect(page.getByTestId("empty-state")).toContainText("Fix the query above to see results");
    // The message (its words up to the position) appears exactly once on the page.
    const message = (await error.locator("span").first().textContent())!.trim();
    await expect(page.getByText(message, { exact: false })).toHaveCount(1);
    await expect(page.getByTestId("error-state")).toHaveCount(0);
    await expect(page.getByTestId("facets")).toHaveCount(0);
  });
});
