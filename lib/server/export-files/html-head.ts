import "server-only";

/**
 * The first lines of every standalone HTML page the service writes (the API's html format, HTML exports).
 * The CSP is defence in depth: even if escaping failed somewhere, no script or remote resource could load.
 */
export const STANDALONE_HTML_HEAD = [
  "<!DOCTYPE html>",
  '<html lang="en">',
  "<head>",
  '<meta charset="utf-8">',
  `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
  '<meta name="viewport" content="width=device-width, initial-scale=1">',
] as const;
