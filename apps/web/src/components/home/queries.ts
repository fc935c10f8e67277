/**
 * Inputs of the home page's list queries, shared by the route loader and the sections. Kept apart
 * from the section components so the loader does not pull them into the entry bundle.
 */
export const ALL_JOBS_INPUT = {};
export const LATEST_POSTS_INPUT = {};
