import "server-only";
export { ENTITY_CORRECTION_ENDPOINTS } from "./corrections";
