import Link from "next/link";
import panel from "@/components/ui/panel.module.css";
import { entityHref } from "@/lib/client/api/use-entity";

type TChipEntity = Parameters<typeof entityHref>[0] & { Description: string; Type: string };

/** An entity as a chip: its name, linking to its page, and its type. */
export function EntityChip({ entity }: { entity: TChipEntity }) {
  return (
    <Link className={panel.chip} href={entityHref(entity)}>
      {entity.Description}
      <span className={panel.chipType}>{entity.Type}</span>
    </Link>
  );
}
