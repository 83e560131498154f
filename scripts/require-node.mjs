// The Node.js the app is made for (package.json's engines): 24 LTS. Node 20 reached its end of
// life in April 2026, and packages reached through Fastify already need 22, so an older Node is
// stopped here, at the start, with what to do, rather than failing later in a way nobody can read.
const REQUIRED_MAJOR = 24;

const major = Number(process.versions.node.split(".")[0]);
if (major < REQUIRED_MAJOR) {
  console.error(
    `Turnuva needs Node.js ${REQUIRED_MAJOR} or newer; this is Node.js ${process.versions.node}.\n` +
      `Install Node.js ${REQUIRED_MAJOR} LTS (https://nodejs.org/) and run the command again.`,
  );
  process.exit(1);
}
