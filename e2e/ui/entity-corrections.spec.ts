import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../support/constants";
import { apiGet, createEditor, signInAs } from "../support/ui-fixtures";

type TAdded = { Id: string | number; Description: string };

test("an editor merges two entities from the entity page and sees the history entry", async ({ page, browser }) => {
  // Two entities of our own (admins add entities), so the shared corpus stays as other tests expect it.
  const tag = randomBytes(3).toString("hex");
  const keep = `Zorblat Council ${tag}`;
  const gone = `Zorblat Councils ${tag}`;
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAs(adminPage, E2E_ADMIN);
  const into = await apiGet<TAdded>(
    adminPage.request,
    `/entity/add?desc=${encodeURIComponent(keep)}&entityType=Organization`,
  );
  const from = await apiGet<TAdded>(
    adminPage.request,
    `/entity/add?desc=${encodeURIComponent(gone)}&entityType=Organization`,
  );
  await adminContext.close();
  const refOf = (added: TAdded) => (String(added.Id).startsWith("11_") ? String(added.Id) : `11_${added.Id}`);
  const intoRef = refOf(into);
  const fromRef = refOf(from);

  const editor = createEditor();
  await signInAs(page, editor);
  await page.goto(`/entities/${intoRef}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(keep);
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const panel = page.getByRole("region", { name: "Edit entity" });
  await expect(panel.getByText("No corrections yet.")).toBeVisible();

  await test.step("the suggestions name the near-identical entity with the evidence, and apply nothing", async () => {
    const suggestions = panel.getByRole("region", { name: "Suggested merges" });
    await expect(suggestions.getByRole("link", { name: gone })).toBeVisible();
    await expect(suggestions).toContainText("similarity");
  });

  await test.step("merge with the typeahead", async () => {
    await panel.getByLabel("Entity to merge").fill(gone);
    await panel.getByRole("button", { name: `${gone} (Organization)` }).click();
    await panel.getByRole("button", { name: "Merge into this entity" }).click();
    await expect(panel.getByRole("status").filter({ hasText: "Merged." })).toBeVisible();
  });

  await test.step("the history shows who merged what, with undo", async () => {
    const history = panel.getByRole("region", { name: "History" });
    await expect(history).toContainText(`Merged: ${gone} into ${keep}`);
    await expect(history).toContainText(editor.username);
    await expect(history.getByRole("button", { name: "Undo", exact: true })).toBeVisible();
    await expect(panel.getByRole("region", { name: "Aliases" })).toContainText(gone);
  });

  await test.step("the merged-away entity's page redirects to the survivor's", async () => {
    await page.goto(`/entities/${fromRef}`);
    await expect(page).toHaveURL(new RegExp(`-${intoRef}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(keep);
  });
});
