import "server-only";
import { createTransport, type Transporter } from "nodemailer";

const holder = globalThis as unknown as { __mailer?: { url: string; transport: Transporter } };

/** Whether e-mail can be sent: SMTP_URL (smtp://user:pass@host:port, smtps://… for TLS) is set. */
export const mailConfigured = () => Boolean(process.env.SMTP_URL);

/** Sends one message through SMTP_URL (nodemailer); rejects when the server refuses it. */
export async function sendMail(message: { to: string; subject: string; text: string; html: string }): Promise<void> {
  const url = process.env.SMTP_URL;
  if (!url) throw new Error("SMTP_URL is not set: e-mail cannot be sent");
  if (holder.__mailer?.url !== url) holder.__mailer = { url, transport: createTransport(url) };
  await holder.__mailer.transport.sendMail({
    from: process.env.SMTP_FROM || "News and Entity Intelligence <alerts@localhost>",
    ...message,
  });
}
