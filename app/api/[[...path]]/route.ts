import { dispatch } from "@/lib/server/gateway/dispatch";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export { dispatch as DELETE, dispatch as GET, dispatch as PATCH, dispatch as POST, dispatch as PUT };
