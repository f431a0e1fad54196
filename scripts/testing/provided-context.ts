// Values the integration project's globalSetup hands to test files through vitest's inject().
declare module "vitest" {
  export interface ProvidedContext {
    /** A superuser URL of the Postgres that integration tests create their databases in. */
    adminDatabaseUrl: string;
  }
}

export {};
