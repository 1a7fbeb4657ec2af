import "server-only";
import type { TCompany } from "@/lib/server/organisation/manage-companies";
import type { TDepartment } from "@/lib/server/organisation/manage-departments";
import type { TMember } from "@/lib/server/organisation/manage-members";

/** A company of /v1/companies. */
export function wireCompany(company: TCompany) {
  return {
    Id: company.id,
    Name: company.name,
    UserCount: company.userCount,
    DepartmentCount: company.departmentCount,
    CreatedDate: company.createdAt,
    LastUpdated: company.updatedAt,
  };
}

/** A department of /v1/departments. */
export function wireDepartment(department: TDepartment) {
  return {
    Id: department.id,
    Name: department.name,
    CompanyId: department.companyId,
    Company: department.company,
    UserCount: department.userCount,
    CreatedDate: department.createdAt,
    LastUpdated: department.updatedAt,
  };
}

/** A member of a company or department (/v1/{companies|departments}/{id}/users). */
export function wireMember(member: TMember) {
  return {
    UserName: member.username,
    FirstName: member.firstName,
    LastName: member.lastName,
    Company: member.company,
    Department: member.department,
  };
}
