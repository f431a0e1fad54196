import "server-only";

/** Sessions end 12 hours after sign-in, however active the user is. */
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;
