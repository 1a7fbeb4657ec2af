import { dispatch } from "@/lib/api/dispatch";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export { dispatch as DELETE, dispatch as GET, dispatch as PATCH, dispatch as POST, dispatch as PUT };
