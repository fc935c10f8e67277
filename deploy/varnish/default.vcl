vcl 4.1;

# The edge cache in front of the app's instances (issue 37; docs/caching.md#varnish).
#
# Varnish 7.1 with Debian's varnish-modules (the xkey vmod). What differs per site (the instances'
# addresses, who may purge) lives in site.vcl, found on varnishd's vcl_path: docker-compose.yml
# mounts deploy/varnish/site.vcl; the edge test (apps/edge) writes its own with loopback ports.
# This file is the same everywhere.
#
# - Anonymous GET/HEAD of public answers are kept as long as the origin's s-maxage says, and served
#   stale while a fresh copy is fetched (stale-while-revalidate, read by Varnish as grace).
# - Every change PURGEs its keys (`xkey: job-123 jobs-list`, from EDGE_PURGE_URLS): the answers
#   naming one of them in Surrogate-Key are dropped at once (a hard purge: the next view goes to an
#   instance).
# - Nothing personal is kept: a request with a session cookie goes to an instance (pass), and an
#   answer that is not `public`, or sets a cookie, is never stored.
# - A fetch that fails (connection refused or reset, timeout, 503) is tried once more on the other
#   instance, so a stopping instance fails no view; the probes take it out of the rotation.

import directors;
import std;
import xkey;

# /api/ready answers 503 while an instance shuts down or cannot reach its database.
probe app_ready {
  .url = "/api/ready";
  .interval = 1s;
  .timeout = 2s;
  .window = 3;
  .threshold = 2;
  # Counted healthy from the start: an instance that is not yet up fails its fetches, which are
  # tried on the other one, until two probes in three fail.
  .initial = 2;
}

sub vcl_init {
  # The instances, by a consistent hash of the URL: a page is always rendered by the same instance
  # (whose own kept pages then serve it), and `alt = bereq.retries` picks the other instance for a
  # retry, whatever the other fetches under way picked (a round robin's next pick may be the
  # instance that just failed).
  new app = directors.shard();
}

# Defines the backends (each with `.probe = app_ready`), adds them to `app` in its own vcl_init,
# and defines `acl purgers`.
include "site.vcl";

sub vcl_init {
  app.reconfigure();
}

# The cookies of a signed-in person: the staff session, My applications', My postings'.
sub edge_has_session {
  if (req.http.Cookie ~ "(^|;\s*)(nw_admin_session|candidate_session|employer_session)=") {
    set req.http.x-edge-session = "1";
  }
}

sub vcl_recv {
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.xkey) {
      return (synth(400, "No xkey header"));
    }
    # A hard purge: gone from memory, grace included. (xkey.softpurge would keep serving the old
    # copy while a new one is fetched: a closed job would stay visible.)
    set req.http.x-edge-purged = xkey.purge(req.http.xkey);
    return (synth(200, "Purged " + req.http.x-edge-purged));
  }
  # Nobody but Varnish says what it did.
  unset req.http.x-edge-state;
  unset req.http.x-edge-session;

  # Writes, and any other method, go to an instance as they are (Varnish's builtin would do the same).
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # The admin area is personal whoever asks (the app says so too).
  if (req.url ~ "^/(admin|api/admin|trpc/admin)") {
    return (pass);
  }
  call edge_has_session;
  if (req.http.x-edge-session) {
    unset req.http.x-edge-session;
    return (pass);
  }
  # Any other cookie (the staff device cookie, a third party's analytics cookie) is dropped: the app
  # reads none on an anonymous GET, and with it every view would miss (Varnish's builtin passes any
  # request with a Cookie).
  unset req.http.Cookie;
  # Accept-Encoding: Varnish stores the gzip form of a compressible answer (asking the instance for
  # gzip) and unzips it for a client that does not take gzip, so one copy serves every client.
}

sub vcl_hit {
  set req.http.x-edge-state = "hit";
}

sub vcl_miss {
  set req.http.x-edge-state = "miss";
}

sub vcl_pass {
  set req.http.x-edge-state = "pass";
}

sub vcl_backend_fetch {
  # The first try on the URL's instance; a retry on the other one (or on the healthy one).
  set bereq.backend = app.backend(by = URL, alt = bereq.retries, healthy = ALL);
  if (!bereq.backend) {
    # Both probed unhealthy (a slow probe on a busy machine, a database restart): try anyway; the
    # instance's own answer (a 503 with Retry-After) is better than Varnish's.
    set bereq.backend = app.backend(by = URL, alt = bereq.retries, healthy = IGNORE);
  }
}

sub vcl_backend_response {
  # An instance that is shutting down, or whose database restarts: once more on the other instance.
  if (beresp.status == 503 && bereq.retries == 0 && bereq.method ~ "^(GET|HEAD)$") {
    return (retry);
  }
  # Only an answer that says `public` may be kept (the builtin also keeps answers that say nothing).
  if (beresp.http.Cache-Control !~ "(?i)(^|,)\s*public\s*(,|$)") {
    set beresp.ttl = 120s;
    set beresp.uncacheable = true;
    return (deliver);
  }
  if (beresp.http.Surrogate-Key) {
    # xkey indexes an object by the space-separated keys of its xkey header.
    set beresp.http.xkey = beresp.http.Surrogate-Key;
    # Every change purges the keys it touches, so an answer that names its keys is kept here longer
    # than the s-maxage the origin gives caches it cannot purge (30 s for pages): 10 minutes, after
    # which it is served stale for its stale-while-revalidate while a fresh copy is fetched. What
    # time alone changes on a page (the 'new' badge of a job) is then up to 10 minutes late; a job
    # whose end date passes is purged by the minute's expiry sweep. Clients still see the origin's
    # Cache-Control. After a deploy, purge everything (see docs/caching.md).
    if (beresp.ttl > 0s && beresp.ttl < 10m) {
      set beresp.ttl = 10m;
    }
  }
  # Then the builtin: a Set-Cookie, no-store/private or `Vary: *` makes the answer uncacheable.
}

sub vcl_backend_error {
  # Connection refused or reset, or no answer in time: once more, on the other instance.
  if (bereq.retries == 0 && bereq.method ~ "^(GET|HEAD)$") {
    return (retry);
  }
}

sub vcl_deliver {
  unset resp.http.xkey;
  # hit: answered from memory (fresh, or stale while a fresh copy is fetched); miss: fetched for
  # this view and possibly kept; pass: personal or not cacheable, fetched and never kept.
  set resp.http.x-edge = req.http.x-edge-state;
}

sub vcl_synth {
  set resp.http.x-edge = "synth";
}
