# The app in one image: the API serves the built web app. Build: docker build -t northline .
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV TURBO_TELEMETRY_DISABLED=1
RUN npm i -g pnpm@10
COPY . .
RUN pnpm install --frozen-lockfile && pnpm --filter @app/web build

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
COPY --from=build /app /app
USER node
EXPOSE 3000
CMD ["node", "--max-semi-space-size=16", "--max-old-space-size=320", "apps/api/src/server.ts"]
