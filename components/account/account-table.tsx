import type { ReactNode } from "react";
import { ActionsHeader } from "@/components/ui/actions-header";
import styles from "./account.module.css";

type TAccountTableProps = {
  label: string;
  /** The header cells of the data columns; the column of row buttons follows them. */
  head: ReactNode;
  /** The rows, each ending with its buttons' cell. */
  children: ReactNode;
};

/** A table of the account page (keys, sessions) whose last column holds each row's buttons. */
export function AccountTable({ label, head, children }: TAccountTableProps) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            {head}
            <ActionsHeader />
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
