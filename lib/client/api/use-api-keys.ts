"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "./api-fetch";
import type { TResultList } from "./api-types";
import { sessionKeys } from "./use-sessions";
import { signGetUrl } from "@/lib/client/ui/sign-url";

/**
 * An API key as /v1/apikey lists it. The mode is read tolerantly: DigestRequired, or KeyOnly (its
 * opposite) when the server sends that instead.
 */
export type TApiKey = {
  ApiKey: string;
  Description: string;
  DigestRequired?: boolean;
  KeyOnly?: boolean;
  CreatedDate: string;
  LastUsedDate: string | null;
  Revoked: boolean;
};
export type TNewApiKey = { ApiKey: string; SharedKey: string; Description?: string } & Pick<
  TApiKey,
  "DigestRequired" | "KeyOnly"
>;

/** Whether requests with this key must carry a digest (unknown shapes count as digest-required). */
export const needsDigest = (key: Pick<TApiKey, "DigestRequired" | "KeyOnly">) =>
  key.DigestRequired ?? (key.KeyOnly === undefined ? true : !key.KeyOnly);

export const apiKeyKeys = { list: ["apikeys"] as const };

export const useApiKeys = () =>
  useQuery({ queryKey: apiKeyKeys.list, queryFn: () => apiFetch<TResultList<TApiKey>>("/v1/apikey") });

/** Creates a key; the body names the mode both ways, so servers with either field understand it. */
export function createApiKey(input: { description: string; digestRequired: boolean }) {
  return apiFetch<TNewApiKey>("/v1/apikey", {
    method: "POST",
    body: { Description: input.description, DigestRequired: input.digestRequired },
  });
}

export function useApiKeyMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: apiKeyKeys.list });
  const create = useMutation({ mutationFn: createApiKey, onSettled: refresh });
  const revoke = useMutation({
    mutationFn: (key: string) =>
      apiFetch<{ Success: boolean }>(`/v1/apikey?key=${encodeURIComponent(key)}`, { method: "DELETE" }),
    onSettled: refresh,
  });
  return { create, revoke };
}

/**
 * A feed link that works in any feed reader: a new digest-required key named after the feed, and
 * the link signed with it in the browser (the secret is not kept). Revoking the key ends the link.
 */
export function useSignedFeedLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ url, name }: { url: string; name: string }) => {
      const key = await createApiKey({ description: `Feed link: ${name}`.slice(0, 200), digestRequired: true });
      return { url: await signGetUrl(url, key.ApiKey, key.SharedKey), apiKey: key.ApiKey };
    },
    onSettled: () => client.invalidateQueries({ queryKey: apiKeyKeys.list }),
  });
}

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    // The other sessions end with the old password.
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKeys.list }),
    mutationFn: (input: { current: string; next: string }) =>
      apiFetch<{ Status: string }>("/v1/changepassword", {
        method: "POST",
        body: { Password: input.current, NewPassword: input.next },
      }),
  });
}
