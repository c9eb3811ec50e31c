/**
 * A value built on first use: the object `build` returns, standing in for it until then and forwarding every
 * operation to it after. The renderer's build wraps module-level zod schemas in this (`scripts/vite-lazy-schemas.ts`):
 * every start built all ~1,700 of them during module evaluation, most of them for calls and forms a session
 * never reaches (README, "Performance"). Zod's methods close over their own schema, so a method read through
 * the stand-in works on the real one; `instanceof` goes through zod's own check of the schema's traits.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let real: T | undefined;
  const value = (): T => {
    real ??= build();
    return real;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(value(), key),
    set: (_, key, next) => Reflect.set(value(), key, next),
    has: (_, key) => Reflect.has(value(), key),
    ownKeys: () => Reflect.ownKeys(value()),
    // The stand-in itself owns nothing, so a property is reported as configurable (a Proxy may not report a
    // non-configurable property its target lacks); its value and other attributes are the real one's.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(value(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(value(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(value(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(value()),
  });
}
