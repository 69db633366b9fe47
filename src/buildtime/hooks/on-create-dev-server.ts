import fs from "node:fs";
import path from "node:path";
import type { Application } from "express";
import type { GatsbyNode } from "gatsby";
import { ADMIN_PATH, ADMIN_TYPES, writeAdmin } from "../admin";
import { API_TEACHINGS_DIRECTORY, NOT_FOUND_DOCUMENT, apiTeachingsDirectory, readApiTeaching } from "../api-teachings";
import { projectDirectory } from "../gatsby-args";

/**
 * `gatsby develop` serves the API from the files as they are now, so an edit shows on the next load,
 * and the editor at /admin/ (`npm run cms` pairs it with Decap's local backend).
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = async ({ app, reporter, store }) => {
  const projectRoot = projectDirectory(store);
  const adminDir = path.join(projectRoot, ".cache", "admin");
  await writeAdmin(projectRoot, adminDir, { localBackend: true });
  const server = app as Application;
  server.get(`${ADMIN_PATH}*`, (req, res) => {
    const name = path.basename(req.path) || "index.html";
    const file = path.join(adminDir, name === "admin" ? "index.html" : name);
    if (!fs.existsSync(file)) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    res.type(ADMIN_TYPES[path.extname(file)] ?? "application/octet-stream").send(fs.readFileSync(file));
  });
  server.get(`/${API_TEACHINGS_DIRECTORY}/:id`, (req, res) => {
    const lookup = readApiTeaching(apiTeachingsDirectory(projectRoot), req.params.id ?? "", projectRoot);
    const json = res.type("application/json");
    if (lookup.status === "found") json.send(JSON.stringify(lookup.teaching));
    else if (lookup.status === "missing") json.status(404).send(JSON.stringify(NOT_FOUND_DOCUMENT));
    else {
      reporter.error(`Conteúdo inválido:\n${lookup.errors.join("\n")}`);
      json.status(500).send(JSON.stringify({ erro: "Erro interno" }));
    }
  });
};
