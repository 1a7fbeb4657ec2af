/** One place for cache keys, so mutations can invalidate exactly what they change. */
export const queryKeys = {
  currentUser: ["user", "current"] as const,
  loginStatus: ["auth", "login-status"] as const,
};
