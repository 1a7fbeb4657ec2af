import "server-only";

export const KNOWN_PARTY_LINES = `
`;
