/**
 * MyPage's tab named in the URL (`/?tab=<Id>`), asked for by a small script in <head> while the
 * page's JavaScript still loads and hydrates; the tab query takes that answer (once) instead of
 * asking again, so the tab, and the widget data prefetched from it, arrive one hydration earlier.
 * Same request as apiFetch sends: `/api/mypagetab?tabId=…&type=json`, the session cookie, JSON.
 */

const GLOBAL = "__neiEarlyTab";
/** Only a page load's own answer: a query long after it (a Reload) asks afresh. */
const FRESH_FOR_MS = 10_000;

export const EARLY_TAB_SCRIPT = `try{if(location.pathname==="/"){var t=new URLSearchParams(location.search).get("tab");if(t)window.${GLOBAL}={tabId:t,response:fetch("/api/mypagetab?"+new URLSearchParams({tabId:t,type:"json"}),{credentials:"same-origin",headers:{Accept:"application/json"}})}}}catch(e){}`;

type TEarlyTab = { tabId: string; response: Promise<Response> };

/** The early answer for this tab, once, if the page load asked for it; else undefined. */
export function takeEarlyTab(tabId: string): Promise<Response> | undefined {
  if (typeof window === "undefined") return undefined;
  const holder = window as unknown as Record<string, TEarlyTab | undefined>;
  const early = holder[GLOBAL];
  if (!early) return undefined;
  delete holder[GLOBAL];
  if (early.tabId !== tabId || performance.now() > FRESH_FOR_MS) return undefined;
  return early.response;
}
