import "server-only";
import { SERVICE_TYPES } from "@/lib/server/auth/service-types";
import { now } from "@/lib/server/db/clock";
import { TIME_ZONES, timeZoneAt } from "@/lib/server/users/time-zones";
import { wireServiceType } from "@/lib/server/gateway/wire/auth";
import { wireTimeZone } from "@/lib/server/gateway/wire/users";
import { ZServiceTypeList, ZTimeZoneList } from "@/lib/contract/responses";
import { listEntry } from "../entries";

export const timeZonesEndpoint = listEntry({
  id: "timezones.list",
  response: ZTimeZoneList,
  summary: "The TimeZoneId catalogue of the User record",
  description:
    "A fixed list (ids never change; 0 is UTC, the default). Each: TimeZoneId, IanaName, DisplayName " +
    "(with the current offset) and UtcOffsetHours, the offset from UTC now (service clock), daylight " +
    "saving included, computed from the IANA rules. The User record's UtcOffSetHours is this value.",
  paths: ["/v1/timezones"],
  formats: "standard",
  auth: "user",
  examples: [
    {
      request: "GET /api/v1/timezones?type=json",
      response: {
        Items: [
          { TimeZoneId: 0, IanaName: "UTC", DisplayName: "(UTC) Coordinated Universal Time", UtcOffsetHours: 0 },
          {
            TimeZoneId: 18,
            IanaName: "Asia/Kolkata",
            DisplayName: "(UTC+05:30) New Delhi, Mumbai, Kolkata, Chennai",
            UtcOffsetHours: 5.5,
          },
        ],
      },
    },
  ],
  list: async () => {
    const at = now();
    return TIME_ZONES.map((zone) => wireTimeZone(timeZoneAt(zone, at)));
  },
});

export const serviceTypesEndpoint = listEntry({
  id: "servicetypes.list",
  response: ZServiceTypeList,
  summary: "The kinds of service an account's keys can use, and what each gates",
  description:
    "Personal users may use every kind. A service account (/v1/servicekey) only the kinds it was given; any " +
    "other request answers 403 SERVICE_TYPE_NOT_ALLOWED.",
  paths: ["/v1/servicetypes"],
  formats: "standard",
  auth: "user",
  examples: [{ request: "GET /api/v1/servicetypes?type=json" }],
  list: async () => SERVICE_TYPES.map(wireServiceType),
});
