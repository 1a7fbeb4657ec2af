import "server-only";

export const KNOWN_COMPANY_LINES = `
`;
