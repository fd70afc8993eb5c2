FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY cms/package.json cms/
COPY site/package.json site/
COPY e2e/package.json e2e/
RUN npm ci --workspace site --workspace domain --include-workspace-root
COPY domain domain
COPY site site
COPY scripts scripts
RUN npm run build -w domain
EXPOSE 9100
CMD ["node", "scripts/rebuild-runner.mjs"]
