/** A value ready for serialisation: what `toWire` makes of a handler's result. */
export type TWire = null | string | number | boolean | TWire[] | { [key: string]: TWire };
export type TWireObject = { [key: string]: TWire };

export const FORMATS = ["xml", "json", "jsonp", "atom10", "html"] as const;
export type TFormat = (typeof FORMATS)[number];

export type TSerialized = { body: string; contentType: string };

export type TSerializeOptions = {
  /** XML root element for results that are not lists (lists are always `ResultList`). */
  rootName?: string;
  /** jsonp callback, already validated. */
  callback?: string;
  /** Title of an atom feed or html page. */
  title?: string;
  /** Absolute URL of this request (atom `self` link, feed id). */
  selfUrl?: string;
  /** Origin of the public site, e.g. http://localhost:3000, for absolute links. */
  origin?: string;
};

export { MIN_DATE } from "@/lib/contract/wire";
