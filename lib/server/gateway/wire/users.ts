import "server-only";
import type { User } from "@/lib/generated/prisma/client";
import type { TAdminUser } from "@/lib/server/users/admin-users";
import { offsetOfTimeZoneId, type TTimeZoneAt } from "@/lib/server/users/time-zones";
import { CULTURES, rolesOf } from "@/lib/server/users/user-record";

/** The spec's User record. The password hash is never read here. */
export function wireUser(user: User) {
  return {
    TimeZoneId: user.timeZoneId,
    CultureId: user.cultureId,
    UserName: user.username,
    FirstName: user.firstName,
    LastName: user.lastName,
    Email: user.email,
    Phone: user.phone,
    Company: user.company,
    LockedOut: user.lockedOut,
    CultureDescription: CULTURES[user.cultureId] ?? "",
    UtcOffSetHours: offsetOfTimeZoneId(user.timeZoneId),
    LastPasswordChangedDate: user.passwordChangedAt,
    CreationDate: user.createdAt,
    Roles: rolesOf(user),
    ItemSets: [] as string[],
    LastUpdated: user.updatedAt,
  };
}

/** The User record plus what an administrator manages. Never a password hash. */
export function wireAdminUser({ user, departmentName }: TAdminUser) {
  const { LastUpdated, ...record } = wireUser(user);
  return {
    Id: user.id,
    ...record,
    Role: user.role,
    CompanyId: user.companyId ?? 0,
    DepartmentId: user.departmentId ?? 0,
    Department: departmentName,
    ServiceAccount: user.serviceAccount,
    ServiceTypes: user.serviceTypes,
    LastUpdated,
  };
}

/** One row of /v1/timezones. */
export function wireTimeZone(zone: TTimeZoneAt) {
  return {
    TimeZoneId: zone.id,
    IanaName: zone.iana,
    DisplayName: zone.displayName,
    UtcOffsetHours: zone.offsetHours,
  };
}
