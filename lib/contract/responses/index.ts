// The response schemas of the API, per resource: the JSON form of every answer (lib/contract/README).
export * from "./common";
export * from "./documents";
export * from "./entities";
export * from "./projects";
export * from "./mypage";
export * from "./statistics";
export * from "./platform";
