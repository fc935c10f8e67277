/**
 * Inputs of the home page's list queries, shared by the route loader and the sections. Kept apart
 * from the section components so the loader does not pull them into the entry bundle.
 */
/** The three newest published posts (the server sends just those). */
export const LATEST_POSTS_INPUT = { limit: 3 };
