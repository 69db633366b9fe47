// Preloaded into the site's server by scripts/serve.ts (NODE_OPTIONS=--require). That server runs in a
// process group of its own, so that a signal to serve.ts's group does not cut its answers in course; but
// then a kill of serve.ts that no handler sees (SIGKILL, the OOM killer) would leave it running, holding
// its port. It ends once the process that started it is gone, which Node tells by `process.ppid` naming
// another process (the one that adopted it).
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, "SIGTERM");
}, 250).unref();
