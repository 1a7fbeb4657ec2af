import { expect, test, type Browser } from "@playwright/test";
import { screenshotBothSchemes } from "../support/screenshots";
import {
  apiGet,
  createUser,
  hasWikinews,
  signInAs,
  uniqueName,
  wikinewsMissing,
  type TUiUser,
} from "../support/ui-fixtures";

type TProjects = { Projects: { ProjectRef: string; Description: string }[] };
type TTabProject = { WidgetProject: { Id: string; ProjectRef: string; Description: string } };
type TDocs = { Items: { Id: string; Description: string }[] };

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

async function pageOf(browser: Browser, user: TUiUser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, user);
  return page;
}

test.describe("sharing a MyPage tab", () => {
  test("the share dialog names the lists the tab reads and shares them; the recipient's widget works", async ({
    page,
    browser,
  }) => {
    test.skip(!hasWikinews, wikinewsMissing);
    // Four users' browsers in turn on a loaded machine.
    test.setTimeout(180_000);
    const owner = createUser("Tabitha");
    const recipient = createUser("Rupert");
    await signInAs(page, owner);

    // The owner's private Scrapbook with two documents, and a tab whose widget reads it.
    const listName = uniqueName("Briefing ");
    const list = (await apiGet<TProjects>(page.request, `/project/add?projectType=Scrapbook&description=${listName}`))
      .Projects[0]!;
    const docs = await apiGet<TDocs>(page.request, "/search/documents?q=president&pageSize=2");
    await apiGet(
      page.request,
      `/project/addItems?projectRef=${list.ProjectRef}&itemRefs=${docs.Items.map((d) => d.Id)}`,
    );
    const tab = (await apiGet<TTabProject>(page.request, `/mypagetab/create?description=${uniqueName("Desk ")}`))
      .WidgetProject;
    await apiGet(
      page.request,
      `/widget/save?tabId=${tab.Id}&widgetJSON=${json({
        Key: "ProjectItems",
        Title: "My briefing",
        WidgetGroup: "LeftZone",
        Settings: { ProjectRef: list.ProjectRef },
      })}`,
    );

    await test.step("the owner shares the tab alone: the dialog lists the Scrapbook, unticked here", async () => {
      await page.goto(`/?tab=${tab.Id}`);
      await expect(page.getByTestId("widget-data")).toContainText(docs.Items[0]!.Description.slice(0, 20));
      await page.getByRole("button", { name: "Share", exact: true }).click();
      const dialog = page.getByRole("dialog");
      const lists = dialog.getByTestId("tab-lists");
      await expect(lists).toContainText(`Share “${listName}” too`);
      await screenshotBothSchemes(page, "tab-share", async () => {
        await expect(lists).toBeVisible();
      });
      await lists.getByRole("checkbox").uncheck();
      await dialog.getByLabel("User names").fill(recipient.username);
      await dialog.getByRole("button", { name: "Share", exact: true }).click();
      await expect(dialog.getByTestId("access-list")).toContainText(`${recipient.username} · read-only`);
    });

    const other = await pageOf(browser, recipient);
    await test.step("the recipient's widget says honestly that the list is not shared with them", async () => {
      await other.goto(`/?tab=${tab.Id}`);
      const message = other.getByTestId("widget-list-not-shared");
      await expect(message).toContainText("This widget reads a Scrapbook that is not shared with you");
      await expect(message).toContainText("Ask Tabitha Tester");
      await expect(other.getByText(/not available on this server/)).toHaveCount(0);
    });

    await test.step("the owner shares the ticked list with everyone the tab is shared with", async () => {
      const dialog = page.getByRole("dialog");
      await dialog.getByTestId("tab-lists").getByRole("checkbox").check();
      await dialog.getByRole("button", { name: "Share the ticked lists with everyone above" }).click();
      await expect(dialog.getByText("Lists shared.")).toBeVisible();
    });

    await test.step("now the recipient's widget shows the documents", async () => {
      await other.reload();
      const data = other.getByTestId("widget-data");
      await expect(data).toContainText(docs.Items[0]!.Description.slice(0, 20));
      await expect(other.getByTestId("widget-list-not-shared")).toHaveCount(0);
      await screenshotBothSchemes(other, "tab-shared-recipient", async () => {
        await expect(data).toBeVisible();
      });
    });

    await test.step("a second recipient shared with the list ticked sees the documents at once", async () => {
      const second = createUser("Sally");
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("User names").fill(second.username);
      await dialog.getByRole("button", { name: "Share", exact: true }).click();
      await expect(dialog.getByTestId("access-list")).toContainText(`${second.username} · read-only`);
      const third = await pageOf(browser, second);
      await third.goto(`/?tab=${tab.Id}`);
      await expect(third.getByTestId("widget-data")).toContainText(docs.Items[0]!.Description.slice(0, 20));
      await third.context().close();
    });

    await test.step("a read-only secure link opens the tab's page: one badge and a link to MyPage", async () => {
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: "Read-only link" }).click();
      // The link's text without the Copy button beside it.
      const shown = await dialog.getByTestId("secure-link").locator("span").first().textContent();
      const link = shown!.match(/https?:\/\/\S+/)![0];
      const visitor = await pageOf(browser, createUser("Victor"));
      await visitor.goto(link);
      await expect(visitor.getByTestId("project-title")).toHaveText(tab.Description);
      await expect(visitor.getByText(/^read[- ]only$/)).toHaveCount(1);
      const open = visitor.getByTestId("open-on-mypage").getByRole("link");
      await expect(open).toHaveAttribute("href", `/?tab=${tab.Id}`);
      await screenshotBothSchemes(visitor, "tab-secure-link", async () => {
        await expect(open).toBeVisible();
      });
      await open.click();
      await expect(visitor).toHaveURL(new RegExp(`\\?tab=${tab.Id}`));
      await expect(visitor.getByRole("tabpanel", { name: tab.Description })).toBeVisible();
      await expect(visitor.getByTestId("widget-list-not-shared")).toBeVisible();
      await visitor.context().close();
    });
    await other.context().close();
  });
});
