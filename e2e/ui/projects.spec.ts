import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { screenshotBothSchemes } from "../support/screenshots";
import {
  apiCall,
  apiGet,
  createUser,
  hasWikinews,
  signInAs,
  uniqueName,
  wikinewsMissing,
} from "../support/ui-fixtures";

type TProjects = { Projects: { ProjectRef: string; Description: string }[] };
type TDocs = { Items: { Id: string; Description: string }[] };

test.describe("projects pages", () => {
  test("create, rename, clone and delete a project from the pages", async ({ page }) => {
    await signInAs(page, createUser("Owner"));
    await page.goto("/projects");
    await expect(page.getByTestId("empty-state")).toContainText("No projects yet");

    const name = uniqueName("Watch ");
    await page.getByRole("textbox", { name: "New project" }).fill(name);
    await page.getByLabel("Type of the new project").selectOption("EntityList");
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page).toHaveURL(/\/projects\/15_\d+$/);
    await expect(page.getByTestId("project-title")).toHaveText(name);
    await expect(page.getByText("EntityList · yours")).toBeVisible();

    await test.step("rename refuses punctuation before asking the API, then renames", async () => {
      await page.getByRole("button", { name: "Rename" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Name").fill("Bad, name!");
      await expect(dialog.getByText("Use letters and digits")).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Rename" })).toBeDisabled();
      await dialog.getByLabel("Name").fill("Renamed list");
      await dialog.getByRole("button", { name: "Rename" }).click();
      await expect(page.getByTestId("project-title")).toHaveText("Renamed list");
    });

    await test.step("clone opens the copy", async () => {
      const original = page.url();
      await page.getByRole("button", { name: "Clone" }).click();
      await expect(page).not.toHaveURL(original);
      await expect(page.getByTestId("project-title")).toHaveText("Renamed list copy");
    });

    await test.step("the list shows both, and the type filter works", async () => {
      await page.getByRole("link", { name: "Projects" }).click();
      await expect(page.getByTestId("project-row")).toHaveCount(2);
      await page.getByRole("button", { name: "Scrapbook" }).click();
      await expect(page.getByTestId("empty-state")).toContainText("No Scrapbook yet");
      await page.getByRole("button", { name: "All" }).click();
      await expect(page.getByTestId("project-row")).toHaveCount(2);
    });

    await test.step("delete asks first", async () => {
      await page.getByRole("link", { name: "Renamed list copy" }).click();
      await page.getByRole("button", { name: "Delete" }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toContainText("Delete this project?");
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(page.getByTestId("project-title")).toHaveText("Renamed list copy");
      await page.getByRole("button", { name: "Delete" }).click();
      await page.getByTestId("confirm").click();
      await expect(page).toHaveURL(/\/projects$/);
      await expect(page.getByTestId("project-row")).toHaveCount(1);
    });
  });

  test("share read-only: the reader sees the items but cannot remove them; export downloads", async ({
    page,
    browser,
  }) => {
    test.skip(!hasWikinews, wikinewsMissing);
    const owner = createUser("Olivia");
    const reader = createUser("Reggie");
    await signInAs(page, owner);

    // Data through the API, as a third party would make it.
    const name = uniqueName("Briefing ");
    const created = await apiGet<TProjects>(
      page.request,
      `/project/add?projectType=Scrapbook&description=${encodeURIComponent(name)}`,
    );
    const projectRef = created.Projects[0]!.ProjectRef;
    const docs = await apiGet<TDocs>(page.request, "/search/documents?q=president&pageSize=3");
    const refs = docs.Items.map((d) => d.Id);
    await apiGet(page.request, `/project/addItems?projectRef=${projectRef}&itemRefs=${refs.join(",")}`);

    await page.goto(`/projects/${projectRef}`);
    await expect(page.getByTestId("project-item")).toHaveCount(3);

    await test.step("the owner removes one item", async () => {
      const last = page.getByTestId("project-item").last();
      const ref = await last.getAttribute("data-item-ref");
      await last.getByRole("button", { name: /^Remove / }).click();
      await expect(page.getByTestId("project-item")).toHaveCount(2);
      await expect(page.locator(`[data-item-ref="${ref}"]`)).toHaveCount(0);
    });

    await test.step("share read-only with the reader", async () => {
      await page.getByRole("button", { name: "Share" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("User names").fill(reader.username);
      await dialog.getByLabel(/Read-only/).check();
      await dialog.getByRole("button", { name: "Share", exact: true }).click();
      await expect(dialog.getByTestId("access-list")).toContainText(`${reader.username} · read-only`);
      await dialog.getByRole("button", { name: "Read-only link" }).click();
      await expect(dialog.getByTestId("secure-link")).toContainText(/\/projects\/link\?sl=\S+/);
      await expect(dialog.getByRole("button", { name: "Copy" })).toBeVisible();
      await screenshotBothSchemes(page, "project-share", async () => {
        await expect(dialog).toBeVisible();
      });
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(page.getByText("shared read-only")).toBeVisible();
    });

    await screenshotBothSchemes(page, "project", async () => {
      await expect(page.getByTestId("project-item").first()).toBeVisible();
    });

    await test.step("export downloads a docx file", async () => {
      const download = page.waitForEvent("download");
      await page.getByTestId("export-docx").click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.docx$/);
      const bytes = readFileSync((await file.path())!);
      expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
    });

    await test.step("the reader sees it as read-only and has no Remove", async () => {
      const context = await browser.newContext();
      const readerPage = await context.newPage();
      await signInAs(readerPage, reader);
      await readerPage.goto("/projects");
      const row = readerPage.getByTestId("project-row").filter({ hasText: name });
      await expect(row).toContainText("Olivia Tester");
      await expect(row).toContainText("read-only");
      await expect(row.getByTestId("write-access")).toHaveText("read only");
      await screenshotBothSchemes(readerPage, "projects", async () => {
        await expect(row).toBeVisible();
      });
      await row.getByRole("link", { name }).click();
      await expect(readerPage.getByTestId("read-only-notice")).toBeVisible();
      await expect(readerPage.getByTestId("project-item")).toHaveCount(2);
      await expect(readerPage.getByRole("button", { name: /^Remove / })).toHaveCount(0);
      await expect(readerPage.getByRole("button", { name: "Share" })).toHaveCount(0);
      // Not just hidden: the API refuses the reader's removal too.
      const item = await readerPage.getByTestId("project-item").first().getAttribute("data-item-ref");
      const refused = await apiCall(readerPage.request, `/project/removeItem?projectRef=${projectRef}&itemRef=${item}`);
      expect(refused.status).toBe(403);
      await context.close();
    });
  });

  test("subscribe a Scrapbook to another, see its items arrive, then unsubscribe", async ({ page }) => {
    test.skip(!hasWikinews, wikinewsMissing);
    await signInAs(page, createUser("Subscriber"));
    const make = async (name: string) =>
      (
        await apiGet<TProjects>(
          page.request,
          `/project/add?projectType=Scrapbook&description=${encodeURIComponent(name)}`,
        )
      ).Projects[0]!;
    const source = await make(uniqueName("Source "));
    const mine = await make(uniqueName("Mine "));
    const docs = await apiGet<TDocs>(page.request, "/search/documents?q=election&pageSize=2");
    await apiGet(page.request, `/project/addItems?projectRef=${source.ProjectRef}&itemRefs=${docs.Items[0]!.Id}`);

    await page.goto(`/projects/${mine.ProjectRef}`);
    const panel = page.getByTestId("subscriptions");
    await expect(panel).toContainText("No subscriptions.");
    await panel.getByRole("combobox").selectOption(source.ProjectRef);
    await panel.getByRole("button", { name: "Subscribe" }).click();
    await expect(panel).toContainText(`Receives from ${source.Description}`);
    await expect(page.getByTestId("project-item")).toHaveCount(1);

    // A later addition to the source reaches this project.
    await apiGet(page.request, `/project/addItems?projectRef=${source.ProjectRef}&itemRefs=${docs.Items[1]!.Id}`);
    await page.reload();
    await expect(page.getByTestId("project-item")).toHaveCount(2);

    await panel.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(panel).toContainText("No subscriptions.");
    await expect(page.getByTestId("project-item")).toHaveCount(2);
  });
});
