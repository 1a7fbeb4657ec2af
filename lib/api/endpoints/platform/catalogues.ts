import "server-only";
import { z } from "zod";
import { MIN_DATE } from "@/lib/api/format/types";
import { defineEndpoint } from "@/lib/api/types";
import { SERVICE_TYPES } from "@/lib/auth/service-types";
import { now } from "@/lib/db/clock";
import { TIME_ZONES, timeZoneItem } from "@/lib/users/time-zones";
import { ZServiceTypeList, ZTimeZoneList } from "@/lib/contract/responses";

export const timeZonesEndpoint = defineEndpoint({
  id: "timezones.list",
  response: ZTimeZoneList,
  summary: "The TimeZoneId catalogue of the User record",
  description:
    "A fixed list (ids never change; 0 is UTC, the default). Each: TimeZoneId, IanaName, DisplayName " +
    "(with the current offset) and UtcOffsetHours, the offset from UTC now (service clock), daylight " +
    "saving included, computed from the IANA rules. The User record's UtcOffSetHours is this value.",
  methods: ["GET"],
  paths: ["/v1/timezones"],
  params: z.object({}),
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
  handler: async () => {
    const at = now();
    return {
      Items: TIME_ZONES.map((zone) => timeZoneItem(zone, at)),
      TotalCount: TIME_ZONES.length,
      LastUpdated: MIN_DATE,
    };
  },
});

export const serviceTypesEndpoint = defineEndpoint({
  id: "servicetypes.list",
  response: ZServiceTypeList,
  summary: "The kinds of service an account's keys can use, and what each gates",
  description:
    "Personal users may use every kind. A service account (/v1/servicekey) only the kinds it was given; any " +
    "other request answers 403 SERVICE_TYPE_NOT_ALLOWED.",
  methods: ["GET"],
  paths: ["/v1/servicetypes"],
  params: z.object({}),
  formats: "standard",
  auth: "user",
  examples: [{ request: "GET /api/v1/servicetypes?type=json" }],
  handler: async () => ({ Items: SERVICE_TYPES, TotalCount: SERVICE_TYPES.length, LastUpdated: MIN_DATE }),
});
