/**
 * The hosted backend's transport settings, as the specification fixes them (section 9): connect, read and
 * write timeouts of 1 s, 2 s and 30 s. How long a host that timed out is skipped is the Algolia transporter's own
 * choice (its host cache expiry), kept as it is.
 */
export const HOSTED_TIMEOUTS = {connect: 1_000, read: 2_000, write: 30_000} as const;
