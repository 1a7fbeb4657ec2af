import { describe, expect, it } from "vitest";
import { START_MARK as S, STOP_MARK as E, marksToHtml } from "./highlight";

describe("marksToHtml", () => {
  it("keeps COVID-19 and COVID -19 whole when ts_headline marks the parts", () => {
    expect(marksToHtml(`Cases of ${S}COVID${E}${S}-19${E} rose`, false).html).toBe("Cases of <em>COVID-19</em> rose");
    expect(marksToHtml(`Cases of ${S}COVID${E} ${S}-19${E} rose`, false).html).toBe("Cases of <em>COVID -19</em> rose");
    expect(marksToHtml(`${S}COVID${E}-${S}19${E}`, false).html).toBe("<em>COVID-19</em>");
  });

  it("leaves matches apart when other words or a paragraph lie between them", () => {
    expect(marksToHtml(`${S}COVID${E} and ${S}19${E}`, false).html).toBe("<em>COVID</em> and <em>19</em>");
    expect(marksToHtml(`${S}COVID${E}\n\n${S}vaccine${E}`).html).toBe("<p><em>COVID</em></p>\n<p><em>vaccine</em></p>");
  });

  it("escapes the text before marking", () => {
    expect(marksToHtml(`<b>${S}x${E}</b>`, false).html).toBe("&lt;b&gt;<em>x</em>&lt;/b&gt;");
  });
});
