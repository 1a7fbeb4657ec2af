import "server-only";
import type { TEndpoint } from "@/lib/server/gateway/types";
import { loginV1, loginLegacy } from "./login";
import { logout, loginStatus, changePasswordEndpoint } from "./session-status";
import { SESSION_ENDPOINTS } from "./sessions";

/** Sign-in, sessions and passwords. */
export const AUTH_ENDPOINTS: TEndpoint[] = [
  loginV1,
  loginLegacy,
  logout,
  loginStatus,
  changePasswordEndpoint,
  ...SESSION_ENDPOINTS,
];
