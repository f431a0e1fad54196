// The settings forms' plain values, read by the browser without the schemas (schemas.ts) that check them.

export const environments = ["sandbox", "production"] as const;
export type Environment = (typeof environments)[number];

/** Where `npm start` and `npm run sandbox` serve the sandbox by default. */
export const DEFAULT_SANDBOX_BASE_URL = "http://127.0.0.1:4010";
