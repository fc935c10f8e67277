/** The paths of the web app's routes, from the route tree of the same build (scripts/web-routes.ts). */
declare module 'virtual:web-routes' {
  export const WEB_ROUTE_PATHS: readonly string[];
}
