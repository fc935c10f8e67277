# What deploy/varnish/default.vcl needs to know about this site (docker-compose.yml): the app
# instances and who may purge. default.vcl includes this file; the edge test writes its own.

# Compose's two app services (app-1, app-2). Varnish resolves each name once, when it loads this
# file: a name must answer one address (a service scaled to several replicas cannot be a backend;
# add app-3 here and in docker-compose.yml instead).
backend app_1 {
  .host = "app-1";
  .port = "3000";
  .probe = app_ready;
  .connect_timeout = 2s;
  .first_byte_timeout = 30s;
}

backend app_2 {
  .host = "app-2";
  .port = "3000";
  .probe = app_ready;
  .connect_timeout = 2s;
  .first_byte_timeout = 30s;
}

sub vcl_init {
  app.add_backend(app_1);
  app.add_backend(app_2);
}

# The app instances send the purges (EDGE_PURGE_URLS): the compose network's private addresses.
# Varnish's port is published nowhere, so nobody outside that network reaches it.
acl purgers {
  "localhost";
  "10.0.0.0"/8;
  "172.16.0.0"/12;
  "192.168.0.0"/16;
}
