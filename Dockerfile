# syntax=docker/dockerfile:1
# Credence's container image (docs/operations.md, "Deploy with containers"). Node.js 24 LTS as in
# .node-version and decision 026; scripts/deploy-files.test.mjs keeps the major, the health check path and
# every variable set here in step with the server. Not built on the development machines (no registry access
# for images there): see docs/operations.md for what was and was not run.
ARG NODE_VERSION=24.21.0

# 1. Build: every dependency (Vite and the type tools are dev dependencies), then the web app.
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Production dependencies only (the server runs its TypeScript through tsx, a production dependency).
FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --no-audit --no-fund

# 3. Runtime: production dependencies, the server and shared sources, the built web app; a non-root user.
FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/credence \
    WEB_DIST=/app/apps/web/dist \
    SEED_DEMO=false
WORKDIR /app
# The whole deps stage: node_modules at the root and any a workspace keeps of its own.
COPY --from=deps /app ./
COPY packages/shared packages/shared
COPY apps/server apps/server
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /var/lib/credence && chown node:node /var/lib/credence
USER node
VOLUME /var/lib/credence
EXPOSE 3000
# Readiness, not mere liveness: 503 while the instance drains or its database does not answer.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains (DRAIN_DELAY_MS), then finishes requests in flight within SHUTDOWN_GRACE_MS.
STOPSIGNAL SIGTERM
WORKDIR /app/apps/server
CMD ["node", "--import", "tsx", "src/server.ts"]
