FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY cms/package.json cms/
COPY site/package.json site/
COPY e2e/package.json e2e/
RUN npm ci --workspace cms --workspace domain --include-workspace-root
COPY domain domain
COPY cms cms
RUN npm run build -w domain && npm run build -w cms
WORKDIR /app/cms
EXPOSE 1337
CMD ["npx", "strapi", "start"]
