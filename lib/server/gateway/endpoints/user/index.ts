import "server-only";
import type { TEndpoint } from "@/lib/server/gateway/types";
import { getUser, getUserAccess } from "./user";
import { getProperty, updateProperty } from "./property";

/** The signed-in user. */
export const USER_ENDPOINTS: TEndpoint[] = [getUser, getUserAccess, getProperty, updateProperty];
