# The api: the shared image, started with the api entry point.
FROM fnhost
CMD ["node", "-r", "./scripts/paths.js", "dist/apps/api/src/main.js"]
