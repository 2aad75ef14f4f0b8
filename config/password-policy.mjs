// An admin password's length limits: the admin forms, the API and ADMIN_PASSWORD (config/env.mjs)
// share them.

/** Shortest password an admin may choose. */
export const PASSWORD_MIN_LENGTH = 12;
/** Longest password an admin may choose: enough for any passphrase, and it bounds hashing work. */
export const PASSWORD_MAX_LENGTH = 256;
