import { E2E_ADMIN, UI_PORT } from "./constants";
import { startTestServer } from "./test-server";

/** A real server on a fresh database for the browser suite; Playwright calls the returned teardown. */
export default async function globalSetup() {
  const server = await startTestServer({
    name: "ui",
    port: UI_PORT,
    env: { ADMIN_USERNAME: E2E_ADMIN.username, ADMIN_PASSWORD: E2E_ADMIN.password },
  });
  return () => server.stop();
}
