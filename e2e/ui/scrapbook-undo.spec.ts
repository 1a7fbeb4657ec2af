import { expect, test } from "@playwright/test";
import { screenshotBothSchemes } from "../support/screenshots";
import { apiGet, createUser, hasWikinews, signInAs, uniqueName, wikinewsMissing } from "../support/ui-fixtures";

type TProjects = { Projects: { ProjectRef: string }[] };
type TDocs = { Items: { Id: string; Description: string }[] };
type TItems = { Items: { Id: string }[] };

test("removing a Scrapbook item offers Undo, which puts it back", async ({ page }) => {
  test.skip(!hasWikinews, wikinewsMissing);
  await signInAs(page, createUser("Uma"));
  const projectRef = (
    await apiGet<TProjects>(page.request, `/project/add?projectType=Scrapbook&description=${uniqueName("Clips ")}`)
  ).Projects[0]!.ProjectRef;
  const docs = await apiGet<TDocs>(page.request, "/search/documents?q=president&pageSize=2");
  await apiGet(page.request, `/project/addItems?projectRef=${projectRef}&itemRefs=${docs.Items.map((d) => d.Id)}`);

  await page.goto(`/projects/${projectRef}`);
  await expect(page.getByTestId("project-item")).toHaveCount(2);
  const first = page.getByTestId("project-item").first();
  const ref = (await first.getAttribute("data-item-ref"))!;
  await first.getByRole("button", { name: /^Remove / }).click();
  await expect(page.getByTestId("project-item")).toHaveCount(1);
  const toast = page.getByTestId("undo-toast");
  await expect(toast).toContainText("removed");
  await screenshotBothSchemes(page, "scrapbook-undo", async () => {
    await expect(toast).toBeVisible();
  });
  // The removal is real on the server until Undo.
  expect(
    (await apiGet<TItems>(page.request, `/project?projectRef=${projectRef}`)).Items.map((i) => i.Id),
  ).not.toContain(ref);
  await toast.getByRole("button", { name: "Undo" }).click();
  await expect(page.locator(`[data-item-ref="${ref}"]`)).toHaveCount(1);
  await expect(toast).toHaveCount(0);
  expect((await apiGet<TItems>(page.request, `/project?projectRef=${projectRef}`)).Items.map((i) => i.Id)).toContain(
    ref,
  );
});
