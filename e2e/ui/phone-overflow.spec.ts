import { expect, test, type Page } from "@playwright/test";
import { screenshotBothSchemes } from "../support/screenshots";
import { apiGet, createUser, hasWikinews, signInAs, uniqueName, wikinewsMissing } from "../support/ui-fixtures";

type TItems = { Items: { Id: string; EntityReference?: string }[] };

/**
 * The page's width against the screen's, and (to say what to fix) the outermost elements whose right
 * edge passes the screen's.
 */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const limit = root.clientWidth + 1;
    const wide = [...document.body.querySelectorAll<HTMLElement>("*")].filter(
      (el) => el.getBoundingClientRect().right > limit && !el.closest("[data-scrolls]"),
    );
    const outermost = wide.filter((el) => !wide.includes(el.parentElement as HTMLElement));
    return {
      scrollWidth: root.scrollWidth,
      clientWidth: root.clientWidth,
      offenders: outermost.slice(0, 8).map((el) => {
        const r = el.getBoundingClientRect();
        return `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} [${Math.round(r.left)}–${Math.round(r.right)}]`;
      }),
    };
  });
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  // Give late layout (charts, maps, fonts) a moment by waiting for the widgets and lists to settle.
  await expect(page.getByTestId("widget-loading")).toHaveCount(0, { timeout: 20_000 });
  const result = await overflow(page);
  expect(result.scrollWidth, `${what} is wider than the screen: ${result.offenders.join("; ")}`).toBeLessThanOrEqual(
    result.clientWidth,
  );
}

test.describe("On a 390 px phone nothing scrolls sideways", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("MyPage, search, entity, document and project pages fit the screen", async ({ page }) => {
    test.skip(!hasWikinews, wikinewsMissing);
    test.setTimeout(120_000);
    await signInAs(page, createUser("Phone"));

    await page.goto("/");
    await expect(page.getByTestId("widget")).toHaveCount(5);
    await expect(page.getByTestId("widget-data").first()).toBeVisible({ timeout: 20_000 });
    await expectNoSidewaysScroll(page, "MyPage");
    await screenshotBothSchemes(page, "phone-mypage", async () => {});

    await page.goto("/search?q=COVID-19");
    await expect(page.getByRole("link", { name: /COVID/ }).first()).toBeVisible();
    await expectNoSidewaysScroll(page, "Search");
    await screenshotBothSchemes(page, "phone-search", async () => {});

    const docs = await apiGet<TItems>(page.request, "/search/documents?q=election&pageSize=3");
    await page.goto(`/documents/${docs.Items[0]!.Id}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, "Document");
    await screenshotBothSchemes(page, "phone-document", async () => {});

    const hot = await apiGet<TItems>(page.request, "/entities/heat?pageSize=1");
    const entity = hot.Items[0]!;
    await page.goto(`/entities/${encodeURIComponent(entity.EntityReference ?? entity.Id)}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, "Entity");
    await screenshotBothSchemes(page, "phone-entity", async () => {});

    const name = uniqueName("A rather long project name for a phone screen ");
    const created = await apiGet<{ Projects: { ProjectRef: string }[] }>(
      page.request,
      `/project/add?projectType=Scrapbook&description=${encodeURIComponent(name)}`,
    );
    const projectRef = created.Projects[0]!.ProjectRef;
    await apiGet(
      page.request,
      `/project/addItems?projectRef=${projectRef}&itemRefs=${docs.Items.map((d) => d.Id).join(",")}`,
    );
    await page.goto("/projects");
    await expect(page.getByRole("link", { name }).first()).toBeVisible();
    await expectNoSidewaysScroll(page, "Projects");
    await screenshotBothSchemes(page, "phone-projects", async () => {});

    await page.goto(`/projects/${projectRef}`);
    await expect(page.getByRole("heading", { name })).toBeVisible();
    await expectNoSidewaysScroll(page, "Project");
    await screenshotBothSchemes(page, "phone-project", async () => {});

    await page.goto("/account");
    await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
    await expectNoSidewaysScroll(page, "Account");
  });
});
