import "server-only";

export const KNOWN_INTERNATIONAL_LINES = `
`;
