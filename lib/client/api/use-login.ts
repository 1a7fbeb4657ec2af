"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "./api-fetch";

export type TLoginInput = { username: string; password: string };

/** A wrong password is not an HTTP error: the API answers 200 with Status Delay. */
export type TLoginResult =
  { Status: "Success"; CookieName: string } | { Status: "Delay"; NextLoginDelayInSeconds: number };

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ username, password }: TLoginInput) =>
      apiFetch<TLoginResult>("/v1/login/", { method: "POST", body: { Username: username, Password: password } }),
    onSuccess: (result) => {
      // Whatever was cached belonged to nobody (or to someone else): start from scratch.
      if (result.Status === "Success") queryClient.removeQueries();
    },
  });
}
