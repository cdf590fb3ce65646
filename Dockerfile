# The release (npm run release) in a container: build the release first, then `docker build .`.
# Containers cannot run on the machines this repository is tested on; the release folder itself is what
# CI starts from a clean folder with plain node (npm run check:release). See docs/release.md.
FROM node:22-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data MEDIA_DIR=/app/app/apps/server/media
WORKDIR /app
# The release already holds its production node_modules (installed for linux-x64 by npm run release).
COPY release/ /app/
RUN mkdir -p /data && chown -R node:node /data /app/app/apps/server/media
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s CMD node -e "fetch('http://127.0.0.1:3000/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "app/apps/server/src/main.js"]
