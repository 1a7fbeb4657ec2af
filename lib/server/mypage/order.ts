/** The move rules live in the shared contract (`lib/contract/zones.ts`); re-exported for callers here. */
export { layoutAfterMove, moveInList, ZONES, type TPosition, type TZone } from "@/lib/contract/zones";
