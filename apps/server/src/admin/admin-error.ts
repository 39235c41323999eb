/** Bad input to an admin action: the HTTP layer answers its status, the CLI exits 2 with its message. */
export class AdminInputError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 = 400,
  ) {
    super(message);
    this.name = 'AdminInputError';
  }
}

/** Runs `work`, turning its plain errors (validation in shared services) into AdminInputError. */
export async function asInputError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AdminInputError) throw error;
    throw new AdminInputError((error as Error).message);
  }
}
