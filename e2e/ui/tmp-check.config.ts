import { defineConfig } from "@playwright/test";
export default defineConfig({
  testDir: ".",
  testMatch: ["login.spec.ts", "tmp-mock.spec.ts"],
  workers: 1,
  outputDir: "/tmp/pw-out",
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: "http://127.0.0.1:3000",
    launchOptions: { executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--headless", "--disable-gpu", "--disable-background-networking"] },
  },
});
