// The main nginx.conf of a foreground, unprivileged run of nginx in the folder `prefix` (the http
// block of Debian's own nginx.conf, reduced to what such a run needs), around `include`, the site's
// own lines: scripts/nginx.mjs and the service's nginx test both write theirs with it.
export function nginxMainConfig({ prefix, workers = "auto", connections = 1024, include }) {
  // Started as root, nginx hands requests to another user, who cannot read a checkout only its
  // owner can read (docs/deploying.md).
  const user = process.getuid?.() === 0 ? "user root root;\n" : "";
  return `${user}worker_processes ${workers};
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections ${connections}; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65;
    access_log off;
    client_body_temp_path ${prefix}/client_body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
${include}
}
`;
}
