import "server-only";
import { z } from "zod";
import { zText } from "@/lib/server/gateway/param-types";
import { defineEndpoint, type TAuthedContext } from "@/lib/server/gateway/types";
import { DomainError } from "@/lib/server/errors";
import { IMAGE_MAX_BYTES } from "@/lib/server/images/image-limits";
import { readUpload } from "@/lib/server/images/read-upload";
import { addEntityImage } from "@/lib/server/properties/add-entity-image";
import {
  deleteProperty,
  listProperties,
  writeProperty,
  type TPropertyValue,
} from "@/lib/server/properties/manage-properties";
import { findPropertyTarget } from "@/lib/server/properties/property-target";
import { wireEntityImage } from "@/lib/server/gateway/wire/entities";
import { wireProperty } from "@/lib/server/gateway/wire/properties";
import { zJsonObject, zName } from "./json-body";
import { created } from "./list-result";
import { ZPropertyRecord, ZPropertyList, ZRow } from "@/lib/contract/responses";
import { createEntry, deleteEntry, listEntry, writeEntry } from "../entries";

// Properties of documents (documents.properties, found by /search/documents/property) and entities
// (entity_properties, found by /entities/property). Reading needs a signed-in user who can see the
// item; writing is administration: admin only (lib/server/properties/README.md).

const zItemRef = () => z.string({ error: "must be an item reference" }).trim().min(1, "must not be empty").max(300);
const zValue = z.union(
  [
    z.string().max(2000, "must be at most 2000 characters"),
    z.number().finite(),
    z.boolean(),
    z.array(z.union([z.string().max(2000), z.number().finite()])).max(100, "must have at most 100 values"),
  ],
  { error: "must be a text, a number, true/false or a list of texts and numbers" },
);
const ZProperty = zJsonObject({ ItemRef: zItemRef(), Name: zName(100), Value: zValue });
type TProperty = z.infer<typeof ZProperty>;

const callerId = (ctx: TAuthedContext) => ctx.caller.user.id;

async function write(body: unknown, ctx: TAuthedContext, mode: "add" | "set") {
  const input = body as TProperty;
  const target = await findPropertyTarget(input.ItemRef, callerId(ctx));
  return wireProperty(await writeProperty(target, input.Name, input.Value as TPropertyValue, mode));
}

export const listPropertiesEndpoint = listEntry({
  id: "properties.list",
  response: ZPropertyList,
  summary: "The stored properties of a document or an entity",
  description:
    "itemRef: 5_<n> (document), 11_<n> or an EntityReference (entity). name limits the list to one property " +
    "(ignoring case). Items: {ItemRef, Name, Value, LastUpdated}; Value is a text, number, boolean or list. An item " +
    "that does not exist or that the caller may not see: 404.",
  paths: ["/v1/properties"],
  params: z.object({ itemRef: zText(300), name: zText(100).optional() }),
  formats: "standard",
  auth: "user",
  examples: [
    {
      request: "GET /api/v1/properties?itemRef=11_42&type=json",
      response: { Items: [{ ItemRef: "11_42", Name: "Ticker", Value: "ACME", LastUpdated: "2024-05-02T09:30:00Z" }] },
    },
  ],
  list: async ({ params, ctx }) =>
    (await listProperties(await findPropertyTarget(params.itemRef, callerId(ctx)), params.name)).map(wireProperty),
});

export const addPropertyEndpoint = createEntry({
  id: "properties.add",
  response: ZPropertyRecord,
  summary: "Add a property to a document or an entity (admin)",
  description:
    "JSON body {ItemRef, Name (1-100), Value}. A name that already has a value: 409 PROPERTY_EXISTS (PUT replaces). " +
    "Entity values are texts or numbers; document values may also be booleans or lists (an element of a list " +
    "matches in /search/documents/property). Answers 201 with the property.",
  paths: ["/v1/properties"],
  body: ZProperty,
  formats: "standard",
  auth: "admin",
  xmlRoot: "Property",
  examples: [{ request: 'POST /api/v1/properties?type=json {"ItemRef":"11_42","Name":"Ticker","Value":"ACME"}' }],
  create: ({ body, ctx }) => write(body, ctx, "add"),
});

export const setPropertyEndpoint = writeEntry({
  id: "properties.set",
  response: ZPropertyRecord,
  summary: "Create or replace a property of a document or an entity (admin)",
  description: "JSON body {ItemRef, Name, Value}: the value replaces any earlier one of that name (ignoring case).",
  method: "PUT",
  paths: ["/v1/properties"],
  body: ZProperty,
  formats: "standard",
  auth: "admin",
  xmlRoot: "Property",
  examples: [{ request: 'PUT /api/v1/properties?type=json {"ItemRef":"5_7","Name":"region","Value":["emea","apac"]}' }],
  write: ({ body, ctx }) => write(body, ctx, "set"),
});

export const deletePropertyEndpoint = deleteEntry({
  id: "properties.delete",
  summary: "Remove a property of a document or an entity (admin)",
  description: "itemRef and name (ignoring case). A property that does not exist: 404 PROPERTY_NOT_FOUND.",
  paths: ["/v1/properties"],
  params: z.object({ itemRef: zText(300), name: zText(100) }),
  formats: "standard",
  auth: "admin",
  example: "DELETE /api/v1/properties?itemRef=11_42&name=Ticker&type=json",
  remove: async ({ params, ctx }) =>
    deleteProperty(await findPropertyTarget(params.itemRef, callerId(ctx)), params.name),
});

export const addImageEndpoint = defineEndpoint({
  id: "properties.addimage",
  response: ZRow,
  summary: "Add an image to an entity, uploaded or by URL (admin)",
  description: [
    "itemRef names the entity. Either imageUrl (http/https; fetched once under the feed SSRF policy to check it and",
    "read its size; the entity links to it) or a body: the image's raw bytes, or multipart/form-data whose first file",
    "part is the image (text parts itemRef/description are also read). PNG, JPEG, GIF or WebP (recognised from the",
    `bytes), at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB and 8000 px a side; uploads are stored as PNG and served by`,
    "/utility/getImage?type=png&category=entities&desc=<name>. Width and Height are read from the image (sharp).",
    "The same image again replaces its entry. Answers 201 with the Image record of the Images extra of /entity.",
  ].join(" "),
  methods: ["POST"],
  paths: ["/v1/properties/addimage"],
  params: z.object({
    itemRef: zText(300).optional(),
    imageUrl: zText(2000).optional(),
    description: zText(500).optional(),
    sourceUrl: zText(2000).optional(),
  }),
  body: { kind: "binary", maxBytes: IMAGE_MAX_BYTES + 64 * 1024 },
  formats: "standard",
  auth: "admin",
  mutates: true,
  xmlRoot: "Image",
  examples: [
    { request: "POST /api/v1/properties/addimage?itemRef=11_42&type=json   (multipart: file=logo.png)" },
    { request: "POST /api/v1/properties/addimage?itemRef=11_42&imageUrl=https://example.org/logo.jpg&type=json" },
  ],
  handler: async ({ params, rawBody, ctx }) => {
    const upload =
      params.imageUrl === undefined ? await readUpload(rawBody, ctx.headers.get("content-type")) : undefined;
    const itemRef = params.itemRef ?? upload?.fields.get("itemref");
    if (!itemRef) throw new DomainError("INVALID_PARAMETER", "itemRef: is required");
    const image = await addEntityImage({
      target: await findPropertyTarget(itemRef, callerId(ctx)),
      upload: upload?.bytes,
      imageUrl: params.imageUrl,
      description:
        params.description ??
        upload?.fields
          .get("description")
          ?.replace(/\u0000/g, "")
          .slice(0, 500) ??
        "",
      sourceUrl: params.sourceUrl,
      userId: callerId(ctx),
      origin: ctx.origin,
    });
    created(ctx);
    return wireEntityImage(image);
  },
});
