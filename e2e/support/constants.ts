/** Fixed values shared by the API and browser suites (each suite starts its own server and database). */
export const E2E_ADMIN = { username: "admin", password: "admin-password-e2e" };
export const UI_PORT = Number(process.env.E2E_UI_PORT || 3187);
export const UI_BASE_URL = `http://127.0.0.1:${UI_PORT}`;
