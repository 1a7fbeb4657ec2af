import "server-only";
import { DomainError } from "@/lib/server/errors";
import { checkAttachmentLink } from "./attachment-links";
import { findAttachmentFile } from "./data/attachment-rows";

export type TAttachmentFile = { filename: string; contentType: string; bytes: Uint8Array };

/**
 * The file behind a signed link. The signature is checked before the database is asked, so a
 * forged link learns nothing about which attachments exist: wrong or expired → 403, then unknown → 404.
 */
export async function downloadAttachment(link: {
  id: string;
  expires: number;
  signature: string;
}): Promise<TAttachmentFile> {
  const check = checkAttachmentLink(link.id, link.expires, link.signature);
  if (check === "expired") throw new DomainError("LINK_EXPIRED", "this download link has expired; ask for a new one");
  if (check === "invalid") throw new DomainError("INVALID_SIGNATURE", "the download link's signature is not valid");
  const row = await findAttachmentFile(link.id);
  if (!row) throw new DomainError("ATTACHMENT_NOT_FOUND", `no attachment ${link.id}`);
  return { filename: row.filename, contentType: row.content_type, bytes: row.data };
}
