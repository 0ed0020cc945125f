/** The database's account_key: upper case, no spaces or hyphens ("IN300123-1000…" = "IN3001231000…"). */
export const accountKey = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/** What a folio number or DP ID-client ID may be once keyed; the database checks the same. */
export const ACCOUNT_PATTERN = /^[A-Z0-9/]{4,20}$/;
