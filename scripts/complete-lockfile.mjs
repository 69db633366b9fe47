#!/usr/bin/env node
// The npm registry mirror this project installs from lacks the platform builds of a few native
// packages for platforms we never run on (darwin, win32, android...). npm 11 then leaves them out of
// package-lock.json, and `npm ci` refuses the lock file ("Missing: ... from lock file").
//
// This script adds the missing entries with their platform (os/cpu/libc, read off the package name)
// and `optional: true`, so `npm ci` accepts the lock file and skips them on this platform, as it
// would with a lock file written against the full registry. Run it after `npm install`:
//   npm run lockfile
import fs from "node:fs";
import path from "node:path";

const lockPath = path.resolve(import.meta.dirname, "..", "package-lock.json");
const lock = JSON.parse(fs.readFileSync(lockPath, "utf8"));
const packages = lock.packages;

const OS = ["darwin", "linux", "win32", "android", "freebsd", "openbsd", "netbsd", "sunos", "aix", "openharmony"];
const CPU = [
  ["arm64", "arm64"],
  ["aarch64", "arm64"],
  ["x64", "x64"],
  ["ia32", "ia32"],
  ["loong64", "loong64"],
  ["ppc64", "ppc64"],
  ["riscv64", "riscv64"],
  ["s390x", "s390x"],
  ["arm", "arm"],
];

function platformOf(name) {
  const tokens = name.split("/").pop().split("-");
  const os = OS.find((candidate) => tokens.includes(candidate));
  const cpu = CPU.find(
    ([token]) =>
      tokens.includes(token) || tokens.some((t) => t.startsWith(token) && token === "arm" && t.startsWith("arm")),
  )?.[1];
  const libc =
    tokens.includes("musl") || tokens.some((t) => t.startsWith("musl"))
      ? "musl"
      : tokens.includes("gnu") || tokens.some((t) => t.startsWith("gnu"))
        ? "glibc"
        : null;
  return { os, cpu, libc };
}

let added = 0;
for (const [location, meta] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    // Where npm would look for it: next to the dependent, then up the node_modules chain.
    const candidates = [];
    let base = location;
    while (true) {
      candidates.push(`${base ? `${base}/` : ""}node_modules/${name}`);
      const index = base.lastIndexOf("node_modules/");
      if (index < 0) break;
      base = base.slice(0, index).replace(/\/$/, "");
    }
    if (candidates.some((candidate) => packages[candidate])) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!os && !cpu) continue;
    const entry = { version, optional: true };
    if (meta.dev) entry.dev = true;
    if (cpu) entry.cpu = [cpu];
    if (libc) entry.libc = [libc];
    if (os) entry.os = [os];
    packages[`node_modules/${name}`] = entry;
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform-specific optional entries added`);
