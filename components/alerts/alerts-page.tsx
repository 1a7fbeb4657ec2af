"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState, ErrorState } from "@/components/ui/status";
import { TextField } from "@/components/ui/text-field";
import {
  useAlertDeliveries,
  useAlertMatches,
  useAlertMutations,
  useAlerts,
  type TAlert,
  type TAlertInput,
} from "@/lib/client/api/use-alerts";
import styles from "./alerts.module.css";

/** Alerts: create one (prefilled from ?query=&name=, as Search and entity pages link here), and each alert's channels, matches and deliveries. */
export function AlertsPage() {
  const alerts = useAlerts();
  return (
    <div className={styles.page}>
      <h1>Alerts</h1>
      <CreateAlert />
      {alerts.isError ? (
        <ErrorState
          error={alerts.error}
          title="Your alerts could not be loaded"
          onRetry={() => void alerts.refetch()}
        />
      ) : alerts.data && alerts.data.Items.length === 0 ? (
        <EmptyState title="No alerts yet">Create one above, or from a search or an entity page.</EmptyState>
      ) : (
        <ul className={styles.alertList} aria-label="Your alerts">
          {alerts.data?.Items.map((alert) => (
            <li key={alert.Id}>
              <AlertCard alert={alert} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CreateAlert() {
  const params = useSearchParams();
  const { create } = useAlertMutations();
  const [name, setName] = useState(params.get("name") ?? "");
  const [query, setQuery] = useState(params.get("query") ?? "");
  const [webhook, setWebhook] = useState("");
  const [secret, setSecret] = useState("");
  const [email, setEmail] = useState("");
  const [frequency, setFrequency] = useState<TAlert["Frequency"]>("instant");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: TAlertInput = {
      Name: name,
      Query: query,
      Frequency: frequency,
      Channels: {
        Feed: true,
        ...(webhook.trim() ? { Webhook: { Url: webhook.trim(), ...(secret ? { Secret: secret } : {}) } } : {}),
        ...(email.trim() ? { Email: { To: email.trim() } } : {}),
      },
    };
    create.mutate(input, {
      onSuccess: () => {
        setWebhook("");
        setSecret("");
        setEmail("");
      },
    });
  };
  return (
    <Card padding="lg">
      <h2>Create alert</h2>
      <form className={styles.form} onSubmit={submit} aria-label="Create alert">
        <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} required maxLength={200} />
        <TextField label="Query" value={query} onChange={(e) => setQuery(e.target.value)} required maxLength={2000} />
        <TextField
          label="Webhook URL (optional)"
          type="url"
          value={webhook}
          onChange={(e) => setWebhook(e.target.value)}
        />
        <TextField label="Webhook secret (optional)" value={secret} onChange={(e) => setSecret(e.target.value)} />
        <TextField label="E-mail (optional)" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <label className={styles.select}>
          Frequency
          <select value={frequency} onChange={(e) => setFrequency(e.target.value as TAlert["Frequency"])}>
            <option value="instant">Instant</option>
            <option value="hourly">Hourly digest</option>
            <option value="daily">Daily digest</option>
          </select>
        </label>
        <Button type="submit" pending={create.isPending}>
          Create alert
        </Button>
      </form>
      {create.isError && (
        <p role="alert" className={styles.error}>
          {create.error.message}
        </p>
      )}
    </Card>
  );
}

function AlertCard({ alert }: { alert: TAlert }) {
  const { update, remove, test } = useAlertMutations();
  const [open, setOpen] = useState(false);
  const channels = [
    alert.Channels.Feed && "feed",
    alert.Channels.Webhook && `webhook ${alert.Channels.Webhook.Url}`,
    alert.Channels.Email && `e-mail ${alert.Channels.Email.To}`,
  ].filter(Boolean);
  return (
    <Card padding="md" aria-label={alert.Name}>
      <div className={styles.alertHead}>
        <div>
          <h2>{alert.Name}</h2>
          <p>
            <code>{alert.Query}</code> · {alert.Frequency} · {channels.join(", ") || "in-app only"}
            {!alert.Enabled && " · paused"}
          </p>
        </div>
        <div className={styles.actions}>
          <Button size="sm" variant="secondary" onClick={() => setOpen((v) => !v)} aria-expanded={open}>
            {open ? "Hide activity" : "Matches and deliveries"}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => update.mutate({ id: alert.Id, change: { Enabled: !alert.Enabled } })}
          >
            {alert.Enabled ? "Pause" : "Resume"}
          </Button>
          {(alert.Channels.Webhook || alert.Channels.Email) && (
            <Button size="sm" variant="secondary" pending={test.isPending} onClick={() => test.mutate(alert.Id)}>
              Send test
            </Button>
          )}
          <Link href={`/api/v1/alerts/${alert.Id}/rss`}>Feed</Link>
          <Button size="sm" variant="ghost" onClick={() => remove.mutate(alert.Id)}>
            Delete
          </Button>
        </div>
      </div>
      {test.data && (
        <p role="status">
          {test.data.Items.map((r) => `${r.Channel}: ${r.Status}${r.Error ? ` (${r.Error})` : ""}`).join("; ")}
        </p>
      )}
      {open && <AlertActivity id={alert.Id} />}
    </Card>
  );
}

function AlertActivity({ id }: { id: number }) {
  const matches = useAlertMatches(id);
  const deliveries = useAlertDeliveries(id);
  return (
    <div className={styles.columns}>
      <section aria-label="Recent matches">
        <h3>Recent matches</h3>
        {matches.data?.Items.length ? (
          <ul>
            {matches.data.Items.map((m) => (
              <li key={m.Id}>
                <Link href={`/documents/${m.Id}`}>{m.Description}</Link>{" "}
                <span className={styles.muted}>why: {[...m.Why.Terms, ...m.Why.Entities].join(", ") || "query"}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{matches.isLoading ? "Loading…" : "No matches yet."}</p>
        )}
      </section>
      <section aria-label="Delivery log">
        <h3>Delivery log</h3>
        {deliveries.data?.Items.length ? (
          <table className={styles.table}>
            <thead>
              <tr>
                <th>Time</th>
                <th>Channel</th>
                <th>Status</th>
                <th>Attempts</th>
                <th>Documents</th>
              </tr>
            </thead>
            <tbody>
              {deliveries.data.Items.map((d) => (
                <tr key={d.Id} title={d.LastError || undefined}>
                  <td>{new Date(d.CreatedDate).toLocaleString()}</td>
                  <td>
                    {d.Channel}
                    {d.Sample && " (test)"}
                  </td>
                  <td>{d.Status}</td>
                  <td>{d.Attempts}</td>
                  <td>{d.Documents.length}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className={styles.muted}>{deliveries.isLoading ? "Loading…" : "Nothing delivered yet."}</p>
        )}
      </section>
    </div>
  );
}
