# The worker: needs the Docker socket (it builds and runs function images), so it runs as root.
FROM fnhost
USER root
CMD ["node", "-r", "./scripts/paths.js", "dist/apps/worker/src/main.js"]
