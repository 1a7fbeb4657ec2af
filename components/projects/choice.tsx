import type { ReactNode } from "react";
import styles from "./add-to-project.module.css";

type TChoice = { name: string; value: string; checked: boolean; onChoose: () => void; children: ReactNode };

/** One option of a dialog's list of where to put something (a project, a MyPage tab): a labelled radio. */
export function Choice({ name, value, checked, onChoose, children }: TChoice) {
  return (
    <label className={styles.choice}>
      <input type="radio" name={name} value={value} checked={checked} onChange={onChoose} />
      {children}
    </label>
  );
}
