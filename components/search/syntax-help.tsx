"use client";

import styles from "./query-box.module.css";

/** One line of the cheat-sheet: an example (insertable) and what it finds. */
type TSyntaxRow = { example: string; means: string };

export const SYNTAX_ROWS: TSyntaxRow[] = [
  { example: "climate summit", means: "both words (AND is implied)" },
  { example: '"climate change"', means: "the exact phrase" },
  { example: "flood OR drought", means: "either word" },
  { example: "(flood OR drought) AND Kenya", means: "groups with parentheses; AND, OR, NOT in capitals" },
  { example: "vaccine -trial", means: "leave out documents with a word (the same as vaccine NOT trial)" },
  { example: 'person:"Angela Merkel"', means: "an entity of a type, by name or alias" },
  { example: "Angela Merkel[Person]", means: "the same, written after the name" },
  {
    example: "company:Apple",
    means:
      "types: person, company, organization, country, city, region, keyphrase, site, product, publisher, journalist",
  },
  { example: "language:fr", means: "documents in a language (ISO code)" },
  { example: 'DocType:"Fact Sheet"', means: "a document type" },
  { example: 'doclist:"My briefing"', means: "documents of one of your Scrapbooks (by name or 15_<id>)" },
];

/**
 * The query-language cheat-sheet by the search box: a disclosure (closed by default) whose examples
 * can be added to the query with one click.
 */
export function SyntaxHelp({ onInsert }: { onInsert: (example: string) => void }) {
  return (
    <details className={styles.help} data-testid="syntax-help">
      <summary>Search syntax</summary>
      <table className={styles.helpTable}>
        <caption className="visually-hidden">Search syntax examples</caption>
        <tbody>
          {SYNTAX_ROWS.map((row) => (
            <tr key={row.example}>
              <th scope="row">
                <button
                  type="button"
                  className={styles.example}
                  title="Add to the query"
                  onClick={() => onInsert(row.example)}
                >
                  <code>{row.example}</code>
                </button>
              </th>
              <td>{row.means}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
