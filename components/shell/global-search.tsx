"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { EntityCombobox } from "@/components/search/entity-combobox";
import { entityHref } from "@/lib/client/api/use-entity";
import styles from "./top-bar.module.css";

/** The top bar's search: Enter searches documents, a picked suggestion opens that entity's page. */
export function GlobalSearch() {
  const router = useRouter();
  const [text, setText] = useState("");
  return (
    <form role="search" className={styles.search} onSubmit={(event) => event.preventDefault()}>
      <EntityCombobox
        label="Search documents and entities"
        placeholder="Search…  (press / )"
        value={text}
        onChange={setText}
        onSubmit={(value) => {
          if (value.trim()) router.push(`/search?q=${encodeURIComponent(value.trim())}`);
        }}
        onPick={(entity) => {
          setText("");
          router.push(entityHref(entity));
        }}
        slashFocus
        noMatchHint={(typed) => `No entity matches “${typed}”: press Enter to search documents`}
        testId="global-search"
      />
    </form>
  );
}
