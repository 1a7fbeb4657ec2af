import "server-only";

export const KNOWN_MEDIA_LINES = `
`;
