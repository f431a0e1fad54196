/** Cookie holding the id of the merchant account last opened, so "/" and the settings pages return to it. */
export const LAST_ACCOUNT_COOKIE = "console-last-account";

/** The id of <main>, the target of the skip link. */
export const MAIN_CONTENT_ID = "main-content";
