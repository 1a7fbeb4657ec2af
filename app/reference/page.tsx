import type { Metadata } from "next";
import { ENDPOINTS } from "@/lib/server/gateway/endpoints";
import { buildOpenApi } from "@/lib/server/gateway/openapi/build-openapi";
import styles from "./reference.module.css";
import { TryIt } from "./try-it";

export const metadata: Metadata = { title: "API reference" };

type TParameter = { name?: string; in?: string; required?: boolean; schema?: Record<string, unknown>; $ref?: string };
type TOperation = {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  deprecated?: boolean;
  parameters: TParameter[];
  requestBody?: { content: Record<string, { schema: unknown }> };
};

/** The API reference: rendered from the same OpenAPI document that /api/openapi.json serves. */
export default function ReferencePage() {
  const doc = buildOpenApi(ENDPOINTS);
  const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      path,
      method: method.toUpperCase(),
      op: op as unknown as TOperation,
    })),
  );
  return (
    <main className={styles.page}>
      <h1>{doc.info.title}</h1>
      <p>
        Version {doc.info.version}. Base path <code>/api</code>. Machine-readable:{" "}
        <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1). {doc.info.description}
      </p>
      <nav className={styles.toc} aria-label="Groups">
        {doc.tags.map((tag) => (
          <a key={tag.name} href={`#${tag.name}`}>
            {tag.name}
          </a>
        ))}
      </nav>
      {doc.tags.map((tag) => (
        <section key={tag.name} id={tag.name}>
          <h2>{tag.name}</h2>
          {operations
            .filter((o) => o.op.tags[0] === tag.name)
            .map(({ path, method, op }) => (
              <details key={op.operationId} className={styles.operation} id={op.operationId}>
                <summary>
                  <span className={styles.method}>{method}</span> <code>{path}</code>{" "}
                  <span className={op.deprecated ? styles.deprecated : undefined}>{op.summary}</span>
                </summary>
                <pre className={styles.text}>{op.description}</pre>
                <Parameters parameters={op.parameters.filter((p) => !p.$ref)} />
                <TryIt
                  method={method}
                  path={path}
                  hasBody={Boolean(op.requestBody)}
                  fields={op.parameters
                    .filter((p) => !p.$ref && p.name)
                    .map((p) => ({ name: p.name!, in: p.in ?? "query", required: Boolean(p.required) }))}
                />
                {op.requestBody && (
                  <pre className={styles.schema}>
                    Body: {JSON.stringify(Object.values(op.requestBody.content)[0]?.schema, null, 1)}
                  </pre>
                )}
              </details>
            ))}
        </section>
      ))}
    </main>
  );
}

function Parameters({ parameters }: { parameters: TParameter[] }) {
  if (parameters.length === 0) return <p>Parameters: only the common ones (apiKey, digest, type, format, callback).</p>;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>Name</th>
          <th>In</th>
          <th>Required</th>
          <th>Schema</th>
        </tr>
      </thead>
      <tbody>
        {parameters.map((p) => (
          <tr key={`${p.in}:${p.name}`}>
            <td>
              <code>{p.name}</code>
            </td>
            <td>{p.in}</td>
            <td>{p.required ? "yes" : "no"}</td>
            <td>
              <code>{JSON.stringify(p.schema)}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
