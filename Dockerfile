# syntax=docker/dockerfile:1
# Multi-stage build: dependencies and build in one stage, a slim non-root runtime in the next.
FROM node:24-bookworm-slim AS build
WORKDIR /app
# The same install CI checks on a clean copy (scripts/test-docker-install.sh).
COPY package.json package-lock.json .npmrc scripts/install-deps.sh ./
RUN sh install-deps.sh
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/drizzle ./drizzle
COPY --from=build /app/package.json ./package.json
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The V8 flag npm start passes too (docs/performance.md "Memory of the embedded database").
CMD ["node", "--max-semi-space-size=16", "dist/server/index.js"]
