import "server-only";
import { pool } from "@/lib/db/pool";
import { DomainError } from "@/lib/errors";

export type TMembership = { companyId: number | null; company: string; departmentId: number | null };

/**
 * Turns the Company and Department names of a user create/update into ids. `current` is the user's
 * membership before the change. Company "" leaves the company (and its department); a department
 * is looked up in the (new) company; changing company without naming a department drops the old one.
 */
export async function resolveMembership(
  input: { Company?: string; Department?: string },
  current: TMembership,
): Promise<TMembership> {
  let next = { ...current };
  if (input.Company !== undefined) {
    if (input.Company === "") next = { companyId: null, company: "", departmentId: null };
    else {
      const row = (
        await pool().query<{ id: number; name: string }>(
          "SELECT id, name FROM companies WHERE lower(name) = lower($1)",
          [input.Company],
        )
      ).rows[0];
      if (!row) throw new DomainError("INVALID_BODY", `Company: no company named ${input.Company}`);
      if (row.id !== current.companyId) next = { companyId: row.id, company: row.name, departmentId: null };
    }
  }
  if (input.Department !== undefined) {
    if (input.Department === "") next.departmentId = null;
    else {
      if (next.companyId === null) throw new DomainError("INVALID_BODY", "Department: the user has no company");
      const row = (
        await pool().query<{ id: number }>(
          "SELECT id FROM departments WHERE company_id = $1 AND lower(name) = lower($2)",
          [next.companyId, input.Department],
        )
      ).rows[0];
      if (!row) {
        throw new DomainError("INVALID_BODY", `Department: no department named ${input.Department} in ${next.company}`);
      }
      next.departmentId = row.id;
    }
  }
  return next;
}
