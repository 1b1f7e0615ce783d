# syntax=docker/dockerfile:1
# Sufra: one image, one API process per container (docs/deploy.md).
# Build:  docker build -t sufra .
# Run:    docker run -p 8080:8080 -e DATABASE_URL=... -e SUFRA_WHATSAPP_TOKEN=... sufra

# 1. Build: install everything, build the SPA (apps/web/dist) and compile the API with tsc
#    (apps/api/dist, with @sufra/contract and @sufra/pricing compiled into dist/node_modules).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/pricing/package.json packages/pricing/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages packages
COPY apps apps
RUN npm run build -w apps/web && npm run build -w apps/api

# 2. Production dependencies of the API only (no vite, no tsx needed at run time).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/pricing/package.json packages/pricing/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev -w apps/api --no-audit --no-fund

# 3. Runtime: compiled JavaScript on plain Node.
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0
WORKDIR /app
COPY --from=deps /app ./
COPY --from=build /app/apps/api/dist apps/api/dist
COPY apps/api/drizzle apps/api/drizzle
COPY apps/api/seed apps/api/seed
COPY --from=build /app/apps/web/dist apps/web/dist
# The embedded database (only without DATABASE_URL, one container per volume) lives in /app/data.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/docs').then(()=>process.exit(0),()=>process.exit(1))"
CMD ["node", "apps/api/dist/main.js"]
