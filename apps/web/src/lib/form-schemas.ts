/**
 * The shared zod schemas (@app/shared/schemas/inputs), loaded the first time a form needs them rather
 * than with the page. Building every schema is one long task (about 50 ms, over 200 ms on a
 * throttled phone) that a visitor who only reads the page should not wait through: a form asks for
 * them when it is first focused, and awaits them when it is sent.
 */
type Schemas = typeof import('@app/shared/schemas/inputs');

let loaded: Schemas | undefined;
let loading: Promise<Schemas> | undefined;

export function loadSchemas(): Promise<Schemas> {
  loading ??= import('@app/shared/schemas/inputs').then(
    (schemas) => (loaded = schemas),
    (error: unknown) => {
      loading = undefined; // a failed download is tried again at the next focus or submit
      throw error;
    },
  );
  return loading;
}

/** The schemas when they have loaded (after loadSchemas has resolved), else undefined. */
export function loadedSchemas(): Schemas | undefined {
  return loaded;
}
