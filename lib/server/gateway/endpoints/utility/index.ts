import "server-only";
import type { TEndpoint } from "@/lib/server/gateway/types";
import * as clientAssets from "./client-assets";

/** Client scripts, images and app configuration. */
export const UTILITY_ENDPOINTS: TEndpoint[] = [
  clientAssets.getJsEndpoint,
  clientAssets.getImageEndpoint,
  clientAssets.imageLegacyEndpoint,
  clientAssets.appConfigEndpoint,
  clientAssets.appStyleEndpoint,
  clientAssets.appScriptEndpoint,
];
