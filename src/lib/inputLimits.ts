/**
 * Longest values the API accepts (the contract says so, and the server answers 400 past them in
 * bodies); forms stop typing at the same lengths.
 */
/** RFC 5321's limit for an address. */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 128;
/** People's and companies' names. */
export const NAME_MAX_LENGTH = 150;
/** A company website address. */
export const WEBSITE_MAX_LENGTH = 200;
/** A FEIN or SSN as typed, with or without dashes. */
export const TAX_ID_MAX_LENGTH = 20;
/** A search box's text (the `search` query parameter). */
export const SEARCH_MAX_LENGTH = 200;
