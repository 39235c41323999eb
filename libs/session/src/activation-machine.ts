import { assign, fromPromise, not, setup } from 'xstate';
import type { ActivationRequest, ActivationResult } from './generated/activation-contract.js';
import {
  ACTIVATION_CODE_INCOMPLETE_MESSAGE,
  formatActivationCode,
  isActivationCodeComplete,
  validateActivationCode,
} from './activation-code.js';

export const APP_PLATFORM = 'web';
export const APP_VERSION = '1.0.0';

/** Body and answer of POST /api/v1/auth/activate, generated from the contract (a machine lib may not import libs/api). */
export type { ActivationRequest, ActivationResult } from './generated/activation-contract.js';

export interface ActivationInput {
  deviceId: string;
  /** The browser's user-agent string. */
  deviceInfo: string;
}

export interface ActivationContext extends ActivationInput {
  /** The formatted code as typed (upper-case, dashes). */
  code: string;
  /** Shown under the input: blank or partial code on submit. */
  validationError: string | null;
  /** Why the last activation failed (rejection of `activate`, or an answer that did not activate); kept until the next submit. */
  error: unknown;
  result: ActivationResult | null;
}

export type ActivationEvent = { type: 'code.change'; value: string } | { type: 'code.submit' };

/** The answer was received but did not activate the device. */
export class ActivationRejectedError extends Error {
  constructor(readonly response: ActivationResult) {
    super('The activation code was not accepted');
    this.name = 'ActivationRejectedError';
  }
}

export const activationMachine = setup({
  types: {
    context: {} as ActivationContext,
    events: {} as ActivationEvent,
    input: {} as ActivationInput,
  },
  actors: {
    activate: fromPromise<ActivationResult, ActivationRequest>(() =>
      Promise.reject(new Error('activationMachine: provide the "activate" actor')),
    ),
  },
  actions: {
    assignCode: assign({
      code: (_, params: { value: string }) => formatActivationCode(params.value),
      validationError: null,
    }),
    assignBlankError: assign({ validationError: ({ context }) => validateActivationCode(context.code) }),
    assignIncompleteError: assign({ validationError: ACTIVATION_CODE_INCOMPLETE_MESSAGE }),
    clearErrors: assign({ validationError: null, error: null }),
    assignError: assign({ error: (_, params: { error: unknown }) => params.error }),
    assignResult: assign({ result: (_, params: { result: ActivationResult }) => params.result }),
    /** Provided by the app: store the session, toast, navigate to /. */
    onActivated: (_, _params: { result: ActivationResult; code: string }) => undefined,
  },
  guards: {
    isBlank: ({ context }) => validateActivationCode(context.code) !== null,
    isComplete: ({ context }) => isActivationCodeComplete(context.code),
    isActivated: (_, params: { result: ActivationResult }) => params.result.activated === true,
  },
}).createMachine({
  id: 'activation',
  context: ({ input }) => ({
    deviceId: input.deviceId,
    deviceInfo: input.deviceInfo,
    code: '',
    validationError: null,
    error: null,
    result: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      initial: 'incomplete',
      on: {
        'code.change': { actions: { type: 'assignCode', params: ({ event }) => ({ value: event.value }) } },
      },
      states: {
        incomplete: {
          always: { guard: 'isComplete', target: 'complete' },
          on: {
            'code.submit': [
              { guard: 'isBlank', actions: 'assignBlankError' },
              { actions: 'assignIncompleteError' },
            ],
          },
        },
        complete: {
          tags: 'complete',
          always: { guard: not('isComplete'), target: 'incomplete' },
          on: { 'code.submit': { target: '#activation.submitting' } },
        },
      },
    },
    submitting: {
      tags: ['submitting', 'complete'],
      entry: 'clearErrors',
      invoke: {
        id: 'activate',
        src: 'activate',
        input: ({ context }) => ({
          code: context.code.toUpperCase(),
          device_id: context.deviceId,
          device_info: context.deviceInfo,
          app_platform: APP_PLATFORM,
          app_version: APP_VERSION,
        }),
        onDone: [
          {
            guard: { type: 'isActivated', params: ({ event }) => ({ result: event.output }) },
            target: 'activated',
            actions: [
              { type: 'assignResult', params: ({ event }) => ({ result: event.output }) },
              { type: 'onActivated', params: ({ context, event }) => ({ result: event.output, code: context.code }) },
            ],
          },
          {
            target: 'idle',
            actions: {
              type: 'assignError',
              params: ({ event }) => ({ error: new ActivationRejectedError(event.output) }),
            },
          },
        ],
        onError: {
          target: 'idle',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    activated: { type: 'final', tags: 'complete' },
  },
});
