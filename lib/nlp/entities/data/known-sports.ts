import "server-only";

export const KNOWN_SPORT_LINES = `
`;
