import "server-only";
import { DomainError } from "@/lib/server/errors";
import { findCompanyByName } from "./data/companies";
import { findDepartmentIdByName } from "./data/departments";

export type TMembership = { companyId: number | null; company: string; departmentId: number | null };

/**
 * Turns the company and department names of a user create/update into ids. `current` is the user's
 * membership before the change. Company "" leaves the company (and its department); a department
 * is looked up in the (new) company; changing company without naming a department drops the old one.
 */
export async function resolveMembership(
  input: { company?: string; department?: string },
  current: TMembership,
): Promise<TMembership> {
  let next = { ...current };
  if (input.company !== undefined) {
    if (input.company === "") next = { companyId: null, company: "", departmentId: null };
    else {
      const row = await findCompanyByName(input.company);
      if (!row) throw new DomainError("INVALID_BODY", `Company: no company named ${input.company}`);
      if (row.id !== current.companyId) next = { companyId: row.id, company: row.name, departmentId: null };
    }
  }
  if (input.department !== undefined) {
    if (input.department === "") next.departmentId = null;
    else {
      if (next.companyId === null) throw new DomainError("INVALID_BODY", "Department: the user has no company");
      const departmentId = await findDepartmentIdByName(next.companyId, input.department);
      if (departmentId === undefined) {
        throw new DomainError("INVALID_BODY", `Department: no department named ${input.department} in ${next.company}`);
      }
      next.departmentId = departmentId;
    }
  }
  return next;
}
