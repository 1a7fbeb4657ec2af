/** Constants of the wire format that services, the gateway and clients share. */

/** DECISIONS 8: a LastUpdated that does not apply. */
export const MIN_DATE = "0001-01-01T00:00:00";

/** The largest pageSize any list accepts. */
export const PAGE_SIZE_MAX = 500;
