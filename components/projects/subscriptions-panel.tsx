"use client";

import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { TProjectData } from "@/lib/client/api/api-types";
import { useProjectLinks, useSubscription } from "@/lib/client/api/use-project-links";
import { useProjects } from "@/lib/client/api/use-projects";
import styles from "./projects.module.css";

/**
 * Subscriptions of a Scrapbook or EntityList: the projects it receives changes from (with Unsubscribe),
 * those that receive its changes, and "Subscribe to…" another project of the same type you can see.
 */
export function SubscriptionsPanel({ project }: { project: TProjectData }) {
  const ref = project.ProjectRef;
  const distributors = useProjectLinks(ref, "distributors");
  const subscribers = useProjectLinks(ref, "subscribers");
  const candidates = useProjects(project.ProjectType);
  const change = useSubscription();
  const [choice, setChoice] = useState("");
  const linked = new Set((distributors.data ?? []).map((p) => p.ProjectRef));
  const options = (candidates.data ?? []).filter((p) => p.ProjectRef !== ref && !linked.has(p.ProjectRef));

  return (
    <section aria-labelledby="subscriptions-title" data-testid="subscriptions">
      <h2 id="subscriptions-title" className={styles.sectionTitle}>
        Subscriptions
      </h2>
      <p className={styles.subtitle}>
        Items added to or removed from a project you subscribe to reach this one as well.
      </p>
      <ul className={styles.accessList} aria-label="Receives changes from">
        {(distributors.data ?? []).map((p) => (
          <li key={p.ProjectRef} className={styles.accessRow}>
            <span>
              Receives from <Link href={`/projects/${p.ProjectRef}`}>{p.Description}</Link>
            </span>
            {project.WriteAccess && (
              <Button
                size="sm"
                variant="ghost"
                pending={change.isPending}
                onClick={() => change.mutate({ subscriber: ref, distributor: p.ProjectRef, subscribe: false })}
              >
                Unsubscribe
              </Button>
            )}
          </li>
        ))}
        {(subscribers.data ?? []).map((p) => (
          <li key={p.ProjectRef} className={styles.accessRow}>
            <span>
              Sends to <Link href={`/projects/${p.ProjectRef}`}>{p.Description}</Link>
            </span>
          </li>
        ))}
        {distributors.data?.length === 0 && subscribers.data?.length === 0 && <li>No subscriptions.</li>}
      </ul>
      {project.WriteAccess && options.length > 0 && (
        <form
          className={styles.createForm}
          onSubmit={(event) => {
            event.preventDefault();
            if (choice) change.mutate({ subscriber: ref, distributor: choice, subscribe: true });
          }}
        >
          <label>
            Subscribe to{" "}
            <select className={styles.select} value={choice} onChange={(event) => setChoice(event.target.value)}>
              <option value="">Choose a {project.ProjectType}…</option>
              {options.map((p) => (
                <option key={p.ProjectRef} value={p.ProjectRef}>
                  {p.Description}
                  {p.UserName !== project.UserName ? ` (${p.OwnerDisplayName})` : ""}
                </option>
              ))}
            </select>
          </label>
          <Button size="sm" type="submit" disabled={!choice} pending={change.isPending}>
            Subscribe
          </Button>
        </form>
      )}
      {change.error && (
        <p className={styles.error} role="alert">
          {change.error.message}
        </p>
      )}
    </section>
  );
}
