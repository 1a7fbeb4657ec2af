"use client";

import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { displayName, useCurrentUser } from "@/lib/queries/use-current-user";
import { UPCOMING_FEATURES } from "./features";
import styles from "./welcome.module.css";

/** The landing page of the signed-in app: a greeting and what the workspace offers next. */
export function Welcome() {
  const { data: user } = useCurrentUser();
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-busy={!user} aria-labelledby="welcome-title">
        <h1 id="welcome-title" className={styles.title}>
          {user ? (
            `Welcome, ${displayName(user)}`
          ) : (
            <>
              <span className="visually-hidden">Loading</span>
              <Skeleton width="min(22rem, 80%)" height="0.8em" />
            </>
          )}
        </h1>
        <p className={styles.lead}>
          Your workspace for following the news: the stories being told, and the people, companies and places in them.
        </p>
      </section>

      <section aria-labelledby="coming-title" className={styles.upcoming}>
        <div className={styles.sectionHead}>
          <h2 id="coming-title" className={styles.sectionTitle}>
            Coming to your workspace
          </h2>
          <p className={styles.sectionNote}>Each of these becomes a page of its own as it is ready.</p>
        </div>
        <ul className={styles.grid}>
          {UPCOMING_FEATURES.map((feature) => (
            <Card as="li" key={feature.name} flat className={styles.feature}>
              <div className={styles.featureHead}>
                <span className={styles.icon}>{feature.icon}</span>
                <h3 className={styles.featureName}>{feature.name}</h3>
              </div>
              <p className={styles.summary}>{feature.summary}</p>
              <p className={styles.badge}>Coming soon</p>
            </Card>
          ))}
        </ul>
      </section>
    </div>
  );
}
