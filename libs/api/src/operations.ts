import type { operations } from './generated/schema.js';

/** Type helpers over the generated `operations`, for server handlers and tests. */
export type OperationId = keyof operations;

type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The path parameters of an operation (`{}` when it has none). */
export type OperationPath<Op extends OperationId> = NonNullable<operations[Op]['parameters']['path']>;
/** The query parameters of an operation (`{}` when it has none). */
export type OperationQuery<Op extends OperationId> = NonNullable<operations[Op]['parameters']['query']>;
/** The JSON request body of an operation (`never` when it takes none). */
export type OperationBody<Op extends OperationId> = Json<NonNullable<operations[Op]['requestBody']>>;
/** The JSON answer of an operation for one status (`never` when that status has no JSON body). */
export type OperationResponse<Op extends OperationId, Status extends keyof operations[Op]['responses']> = Json<operations[Op]['responses'][Status]>;
/** The statuses an operation declares. */
export type OperationStatus<Op extends OperationId> = keyof operations[Op]['responses'];
