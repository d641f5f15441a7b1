import { useContext, type Context } from 'react';

/** A provider's value; outside `<{name}Provider>` a call of `use{name}` is a bug, said at once. */
export function useRequired<T>(context: Context<T | undefined>, name: string): T {
  const value = useContext(context);
  if (value === undefined) throw new Error(`use${name} must be used within a ${name}Provider`);
  return value;
}
