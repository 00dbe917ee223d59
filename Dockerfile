# The hotel website: one image with the built server and client.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=4000 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --omit=dev --no-audit --no-fund -w server
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/server/src/db/seeds/photos server/src/db/seeds/photos
COPY --from=build /app/client/dist client/dist
# DATA_DIR belongs to the user the server runs as: a named volume mounted there starts with this
# ownership, so photos, generated secrets and the mail outbox can be written.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
EXPOSE 4000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s CMD node -e "fetch('http://127.0.0.1:4000/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
USER node
CMD ["node", "server/dist/main.js"]
