/** An XState state value: a state's name, or a parent's name with its child's value. */
export type StateValue = string | { [state: string]: StateValue };

export interface RestingState<TContext, TTag extends string> {
  value: StateValue;
  context: TContext;
  tags?: TTag[];
}

/**
 * A machine's snapshot written without xstate, for a screen to read before the machine has loaded:
 * what selectors read (`status`, `value`, `context`, `tags`, `hasTag`, `matches`) answers as the
 * machine's own would; `can` answers false, since events wait for the real actor.
 */
export function restingSnapshot<TContext, TTag extends string = string>({ value, context, tags = [] }: RestingState<TContext, TTag>) {
  const tagSet = new Set<TTag>(tags);
  return {
    status: 'active' as const,
    value,
    context,
    tags: tagSet,
    children: {},
    error: undefined,
    output: undefined,
    historyValue: {},
    hasTag: (tag: string) => tagSet.has(tag as TTag),
    matches: (parent: StateValue) => matchesState(parent, value),
    can: () => false,
    getMeta: () => ({}),
    toJSON: () => ({ status: 'active', value, context, tags: [...tagSet] }),
  };
}

/** XState's `matchesState`: whether `value` is in `parent` (a dotted name or a state value). */
export function matchesState(parent: StateValue, value: StateValue): boolean {
  const wanted = typeof parent === 'string' ? fromPath(parent.split('.')) : parent;
  if (typeof value === 'string') return typeof wanted === 'string' && wanted === value;
  if (typeof wanted === 'string') return wanted in value;
  return Object.keys(wanted).every((key) => key in value && matchesState(wanted[key] as StateValue, value[key] as StateValue));
}

function fromPath([head = '', ...rest]: string[]): StateValue {
  return rest.length === 0 ? head : { [head]: fromPath(rest) };
}
