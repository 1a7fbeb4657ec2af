import { projectExportUrl } from "@/lib/client/api/use-projects";
import styles from "./projects.module.css";

const FORMATS = [
  { format: "docx", label: "Word" },
  { format: "rtf", label: "RTF" },
  { format: "html", label: "HTML" },
  { format: "xml", label: "XML" },
];

/** Plain download links: the API answers with the file and its name. */
export function ExportLinks({ projectRef }: { projectRef: string }) {
  return (
    <div className={styles.exports} aria-label="Export">
      <span className={styles.muted}>Export</span>
      {FORMATS.map(({ format, label }) => (
        <a
          key={format}
          className={styles.exportLink}
          href={projectExportUrl(projectRef, format)}
          download
          data-testid={`export-${format}`}
        >
          {label}
        </a>
      ))}
    </div>
  );
}
