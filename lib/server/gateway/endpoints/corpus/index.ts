import "server-only";
import type { TEndpoint } from "@/lib/server/gateway/types";
import { packageUpload } from "./package-upload";
import { attachmentDownload } from "./attachment-download";
import { sourceEndpoints } from "./sources";

/** Uploads, attachments and sources. */
export const CORPUS_ENDPOINTS: TEndpoint[] = [packageUpload, attachmentDownload, ...sourceEndpoints];
