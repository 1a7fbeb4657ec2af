import "server-only";
import { z } from "zod";
import { zInt, zText } from "@/lib/server/gateway/param-types";
import type { TEndpoint } from "@/lib/server/gateway/types";
import {
  createCompany,
  deleteCompany,
  getCompany,
  listCompanies,
  renameCompany,
} from "@/lib/server/organisation/manage-companies";
import {
  createDepartment,
  deleteDepartment,
  getDepartment,
  listDepartments,
  renameDepartment,
} from "@/lib/server/organisation/manage-departments";
import { addMembers, listMembers, removeMember, type TGroupKind } from "@/lib/server/organisation/manage-members";
import { USERNAME_PATTERN } from "@/lib/server/users/create-user";
import { wireCompany, wireDepartment, wireMember } from "@/lib/server/gateway/wire/organisation";
import { zJsonObject, zName } from "./json-body";
import { listResult } from "./list-result";
import { ZCompany, ZCompanyList, ZDepartment, ZDepartmentList, ZMemberList } from "@/lib/contract/responses";
import { createEntry, deleteEntry, getEntry, listEntry, MAX_ID, updateEntry, writeEntry, ZId } from "../entries";

// Companies and departments group users; a department is the "group" that sees its members' Article
// Comments (lib/server/users/user-groups.ts). All of it is administration: admin only.

const ZName = zJsonObject({ Name: zName() });
const ZNewDepartment = zJsonObject({ Name: zName(), CompanyId: z.number({ error: "must be a company id" }).int() });
const ZMembers = zJsonObject({
  UserNames: z
    .array(z.string({ error: "must be a user name" }).regex(USERNAME_PATTERN, "must be user names"), {
      error: "must be a list of user names",
    })
    .min(1, "must name at least one user")
    .max(500, "must name at most 500 users"),
});

export const listCompaniesEndpoint = listEntry({
  id: "companies.list",
  response: ZCompanyList,
  summary: "Companies, with their numbers of users and departments (admin)",
  paths: ["/v1/companies"],
  formats: "standard",
  auth: "admin",
  examples: [
    {
      request: "GET /api/v1/companies?type=json",
      response: { Items: [{ Id: 1, Name: "Acme", UserCount: 3, DepartmentCount: 1 }], TotalCount: 1 },
    },
  ],
  list: async () => (await listCompanies()).map(wireCompany),
});

export const getCompanyEndpoint = getEntry({
  id: "companies.get",
  response: ZCompany,
  summary: "One company (admin)",
  paths: ["/v1/companies/{id}"],
  formats: "standard",
  auth: "admin",
  xmlRoot: "Company",
  examples: [{ request: "GET /api/v1/companies/1?type=json" }],
  get: async ({ params }) => wireCompany(await getCompany(params.id)),
});

export const createCompanyEndpoint = createEntry({
  id: "companies.create",
  response: ZCompany,
  summary: "Create a company (admin)",
  description: "JSON body {Name} (1-200 characters, unique ignoring case: else 409 NAME_TAKEN). Answers 201.",
  paths: ["/v1/companies"],
  body: ZName,
  formats: "standard",
  auth: "admin",
  xmlRoot: "Company",
  examples: [{ request: 'POST /api/v1/companies?type=json {"Name":"Acme"}' }],
  create: async ({ body }) => wireCompany(await createCompany(body.Name)),
});

export const renameCompanyEndpoint = updateEntry({
  id: "companies.rename",
  response: ZCompany,
  summary: "Rename a company (admin)",
  description: "JSON body {Name}. The Company of its users' User records follows the new name.",
  paths: ["/v1/companies/{id}"],
  body: ZName,
  formats: "standard",
  auth: "admin",
  xmlRoot: "Company",
  examples: [{ request: 'PATCH /api/v1/companies/1?type=json {"Name":"Acme Ltd"}' }],
  update: async ({ params, body }) => wireCompany(await renameCompany(params.id, body.Name)),
});

export const deleteCompanyEndpoint = deleteEntry({
  id: "companies.delete",
  summary: "Delete a company without users or departments (admin)",
  description: "A company that still has users or departments is kept: 409 COMPANY_IN_USE.",
  paths: ["/v1/companies/{id}"],
  formats: "standard",
  auth: "admin",
  example: "DELETE /api/v1/companies/1?type=json",
  remove: ({ params }) => deleteCompany(params.id),
});

export const listDepartmentsEndpoint = listEntry({
  id: "departments.list",
  response: ZDepartmentList,
  summary: "Departments, optionally of one company (admin)",
  description: "companyId limits the list to one company. Ordered by company and department name.",
  paths: ["/v1/departments"],
  params: z.object({ companyId: zInt(1, MAX_ID).optional() }),
  formats: "standard",
  auth: "admin",
  examples: [{ request: "GET /api/v1/departments?companyId=1&type=json" }],
  list: async ({ params }) => (await listDepartments(params.companyId)).map(wireDepartment),
});

export const getDepartmentEndpoint = getEntry({
  id: "departments.get",
  response: ZDepartment,
  summary: "One department (admin)",
  paths: ["/v1/departments/{id}"],
  formats: "standard",
  auth: "admin",
  xmlRoot: "Department",
  examples: [{ request: "GET /api/v1/departments/1?type=json" }],
  get: async ({ params }) => wireDepartment(await getDepartment(params.id)),
});

export const createDepartmentEndpoint = createEntry({
  id: "departments.create",
  response: ZDepartment,
  summary: "Create a department in a company (admin)",
  description:
    "JSON body {Name, CompanyId}. Names are unique within a company, ignoring case (409 NAME_TAKEN); an " +
    "unknown company is a 404. Answers 201.",
  paths: ["/v1/departments"],
  body: ZNewDepartment,
  formats: "standard",
  auth: "admin",
  xmlRoot: "Department",
  examples: [{ request: 'POST /api/v1/departments?type=json {"Name":"Research","CompanyId":1}' }],
  create: async ({ body: input }) => wireDepartment(await createDepartment(input.CompanyId, input.Name)),
});

export const renameDepartmentEndpoint = updateEntry({
  id: "departments.rename",
  response: ZDepartment,
  summary: "Rename a department (admin)",
  description: "JSON body {Name}.",
  paths: ["/v1/departments/{id}"],
  body: ZName,
  formats: "standard",
  auth: "admin",
  xmlRoot: "Department",
  examples: [{ request: 'PATCH /api/v1/departments/1?type=json {"Name":"R&D"}' }],
  update: async ({ params, body }) => wireDepartment(await renameDepartment(params.id, body.Name)),
});

export const deleteDepartmentEndpoint = deleteEntry({
  id: "departments.delete",
  summary: "Delete a department without members (admin)",
  description: "A department that still has members is kept: 409 DEPARTMENT_IN_USE.",
  paths: ["/v1/departments/{id}"],
  formats: "standard",
  auth: "admin",
  example: "DELETE /api/v1/departments/1?type=json",
  remove: ({ params }) => deleteDepartment(params.id),
});

/** GET, POST and DELETE of /v1/{companies|departments}/{id}/users: who belongs to the group. */
function membershipEndpoints(kind: TGroupKind, plural: string): TEndpoint[] {
  const path = `/v1/${plural}/{id}/users`;
  const joinRule =
    kind === "company"
      ? "Joining a company takes a user out of a department of another company."
      : "Joining a department also puts the user in its company.";
  return [
    listEntry({
      id: `${plural}.users.list`,
      response: ZMemberList,
      summary: `The users of a ${kind} (admin)`,
      paths: [path],
      params: ZId,
      formats: "standard",
      auth: "admin",
      examples: [{ request: `GET /api/v1/${plural}/1/users?type=json` }],
      list: async ({ params }) => (await listMembers(kind, params.id)).map(wireMember),
    }),
    writeEntry({
      id: `${plural}.users.add`,
      response: ZMemberList,
      summary: `Add users to a ${kind} (admin)`,
      description: `JSON body {UserNames: [...]}; all or nothing (an unknown user is a 404). ${joinRule} Answers the members.`,
      method: "POST",
      paths: [path],
      params: ZId,
      body: ZMembers,
      formats: "standard",
      auth: "admin",
      examples: [{ request: `POST /api/v1/${plural}/1/users?type=json {"UserNames":["jsmith","akhan"]}` }],
      write: async ({ params, body }) =>
        listResult((await addMembers(kind, params.id, body.UserNames)).map(wireMember)),
    }),
    deleteEntry({
      id: `${plural}.users.remove`,
      summary: `Take a user out of a ${kind} (admin)`,
      description:
        `userName parameter or /v1/${plural}/{id}/users/{userName}. A user who is not a member is a 404.` +
        (kind === "company" ? " Leaving a company also leaves its department." : ""),
      paths: [`${path}/{userName}`, path],
      params: ZId.extend({ userName: zText(64) }),
      formats: "standard",
      auth: "admin",
      example: `DELETE /api/v1/${plural}/1/users/jsmith?type=json`,
      remove: ({ params }) => removeMember(kind, params.id, params.userName),
    }),
  ];
}

export const companyMembershipEndpoints = membershipEndpoints("company", "companies");
export const departmentMembershipEndpoints = membershipEndpoints("department", "departments");
