/** A backup or restore that cannot be done, with a message for the operator. */
export class BackupError extends Error {}
