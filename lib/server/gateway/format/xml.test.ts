import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";

import { serializeXml } from "./xml";
import type { TWire } from "./types";

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", parseTagValue: false });

const documentList: TWire = {
  TotalCount: 2,
  Description: "iran",
  Items: [
    {
      Id: "5_1",
      Description: "First",
      Type: "Article",
      Publisher: "BBC",
      PublicationDate: "2019-01-04T00:00:00Z",
    },
    { Id: "11_7", Description: "Iran", Type: "Country", LastUpdated: "0001-01-01T00:00:00" },
    { Id: "7_3", Description: "Urgent", Type: "Urgency" },
    { Id: "15_9", Description: "Other" },
  ],
  LastUpdated: "0001-01-01T00:00:00",
};

describe("serializeXml", () => {
  it("declares UTF-8 and uses the xml content type", () => {
    const { body, contentType } = serializeXml({ A: 1 }, {});
    expect(body.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
    expect(contentType).toBe("application/xml; charset=utf-8");
  });

  it("writes lists as ResultList with DocumentData and TermData rows", () => {
    const { body } = serializeXml(documentList, { rootName: "Ignored" });
    expect(XMLValidator.validate(body)).toBe(true);
    expect(body).toContain("<ResultList><TotalCount>2</TotalCount>");
    expect(body).toContain("<Items><DocumentData><Id>5_1</Id>");
    expect(body).toContain("<TermData><Id>11_7</Id>");
    expect(body).toContain("<TermData><Id>7_3</Id>");
    expect(body).toContain("<Item><Id>15_9</Id>");
  });

  it("round-trips through a parser with the JSON structure", () => {
    const parsed = parser.parse(serializeXml(documentList, {}).body);
    expect(parsed.ResultList.TotalCount).toBe("2");
    expect(parsed.ResultList.Items.DocumentData).toMatchObject({
      Id: "5_1",
      Description: "First",
      Publisher: "BBC",
      PublicationDate: "2019-01-04T00:00:00Z",
    });
    expect(parsed.ResultList.Items.TermData).toHaveLength(2);
    expect(parsed.ResultList.LastUpdated).toBe("0001-01-01T00:00:00");
  });

  it("uses rootName, or Result, for objects that are not lists", () => {
    expect(serializeXml({ Success: true }, { rootName: "BooleanResult" }).body).toContain(
      "<BooleanResult><Success>true</Success></BooleanResult>",
    );
    expect(serializeXml({ Items: [] }, {}).body).toContain("<Result><Items/></Result>");
    expect(serializeXml({ Error: "x", Code: "BAD" }, { rootName: "Error" }).body).toContain(
      "<Error><Error>x</Error><Code>BAD</Code></Error>",
    );
  });

  it("names array rows from the override table or the singular", () => {
    const body = serializeXml(
      {
        Projects: [{ ProjectRef: "15_1" }],
        Series: [{ Points: [{ Value: 1 }] }],
        Statuses: ["ok"],
        Roles: ["admin"],
        Connections: [{ FromId: "11_1", ToId: "11_2", Strength: 0.5 }],
        Nodes: [{ Id: "11_1" }],
        TextFields: [{ Key: "k" }],
        Data: [1],
      },
      {},
    ).body;
    expect(XMLValidator.validate(body)).toBe(true);
    for (const fragment of [
      "<Projects><ProjectData>",
      "<Series><HistogramSeries><Points><Point><Value>1</Value></Point></Points>",
      "<Statuses><Status>ok</Status></Statuses>",
      "<Roles><Role>admin</Role></Roles>",
      "<Connections><Connection>",
      "<Nodes><TermData>",
      "<TextFields><TextField>",
      "<Data><Item>1</Item></Data>",
    ]) {
      expect(body).toContain(fragment);
    }
  });

  it("writes keys that are not XML names as Entry elements and keeps valid ones", () => {
    const body = serializeXml(
      {
        "DocVolume-1": { Volume: 3 },
        "Heat-1/30": { Heat: 1.5 },
        "jane doe": "x",
        "1abc": 1,
        "a:b": 2,
      },
      {},
    ).body;
    expect(XMLValidator.validate(body)).toBe(true);
    expect(body).toContain("<DocVolume-1><Volume>3</Volume></DocVolume-1>");
    expect(body).toContain('<Entry Key="Heat-1/30"><Heat>1.5</Heat></Entry>');
    expect(body).toContain('<Entry Key="jane doe">x</Entry>');
    expect(body).toContain('<Entry Key="1abc">1</Entry>');
    expect(body).toContain('<Entry Key="a:b">2</Entry>');
    const parsed = parser.parse(body);
    expect(parsed.Result.Entry.map((entry: { "@Key": string }) => entry["@Key"])).toEqual([
      "Heat-1/30",
      "jane doe",
      "1abc",
      "a:b",
    ]);
  });

  it("writes null as an empty element and booleans as true/false", () => {
    const body = serializeXml({ A: null, B: true, C: false, D: 0 }, {}).body;
    expect(body).toContain("<A/><B>true</B><C>false</C><D>0</D>");
  });

  it("escapes markup characters in text and attributes", () => {
    const body = serializeXml({ Description: `<b>"Tom" & 'Jerry'</b>`, 'k"<&>': "v" }, {}).body;
    expect(XMLValidator.validate(body)).toBe(true);
    expect(body).toContain("&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/b&gt;");
    expect(body).toContain('Key="k&quot;&lt;&amp;&gt;"');
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" }).parse(body);
    expect(parsed.Result.Description).toBe(`<b>"Tom" & 'Jerry'</b>`);
  });

  it("removes characters XML 1.0 forbids, keeping tab, newline and astral characters", () => {
    const body = serializeXml({ T: "a\u0001b\uFFFFc\uFFFEd\uD800e\u0000f\tg\nh😀" }, {}).body;
    expect(XMLValidator.validate(body)).toBe(true);
    expect(body).toContain("<T>abcdef\tg\nh😀</T>");
  });

  it("serialises top-level arrays and scalars under the root", () => {
    expect(serializeXml([{ Id: "5_1" }, "x"], { rootName: "List" }).body).toContain(
      "<List><DocumentData><Id>5_1</Id></DocumentData><Item>x</Item></List>",
    );
    expect(serializeXml("hi", {}).body).toContain("<Result>hi</Result>");
    expect(serializeXml(null, {}).body).toContain("<Result/>");
  });

  it("falls back to Result when rootName is not an XML name", () => {
    expect(serializeXml({ A: 1 }, { rootName: "bad name" }).body).toContain("<Result><A>1</A></Result>");
  });
});
