-- Request counts of the rate limiter when RATE_LIMIT_STORE=postgres (the layout rate-limiter-flexible uses).
CREATE TABLE rate_limits (
  key    varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);
