//! Which hosts and addresses a fetch may reach. `check --fetch` fetches URLs that come from
//! claims files, and a claims file may come from a pull request: without a policy it could
//! make docdrift GET the cloud metadata address (169.254.169.254), a service on loopback or
//! a private network, and print the body into a public report.
//!
//! The policy has two parts, both checked on every hop (the first request and each
//! redirect):
//! - **hosts**: when set, a request may only go to these hosts (the claims files' `docs`
//!   base, `--docs-base`, `--allow-host`);
//! - **addresses**: a host may resolve to a loopback, private, link-local or otherwise
//!   non-public address only when it was named explicitly as allowed to (a URL the user
//!   typed, a trusted claims file's docs host, `--allow-host`). The check runs on the
//!   addresses DNS returned for the connection itself ([`PolicyResolver`]), so a name that
//!   resolves differently the second time (DNS rebinding) gains nothing.

use std::collections::BTreeSet;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, ToSocketAddrs};
use std::sync::{Arc, RwLock};

/// Where fetches may go. [`NetPolicy::default`] allows every host and no non-public
/// address.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct NetPolicy {
    /// `Some`: only these hosts (lower-case, without port) may be requested.
    pub hosts: Option<BTreeSet<String>>,
    /// Hosts allowed to be, or resolve to, non-public addresses.
    pub private_ok: BTreeSet<String>,
}

/// Lower-case host without brackets (`[::1]` → `::1`).
pub fn normalize_host(host: &str) -> String {
    host.trim_start_matches('[')
        .trim_end_matches(']')
        .to_ascii_lowercase()
}

/// The host of `url` (normalised), when it is an http(s) URL with one.
pub fn host_of(url: &str) -> Option<String> {
    let u = url::Url::parse(url).ok()?;
    u.host_str().map(normalize_host)
}

impl NetPolicy {
    /// A policy for URLs the user typed: any host, and each typed URL's host may be
    /// non-public (the user chose it); a redirect elsewhere to a non-public address is not.
    pub fn for_typed<'a>(urls: impl IntoIterator<Item = &'a str>) -> NetPolicy {
        NetPolicy {
            hosts: None,
            private_ok: urls.into_iter().filter_map(host_of).collect(),
        }
    }

    /// Allow `host` (a name or address, optionally `host:port`) as a host and as a
    /// non-public address.
    pub fn allow_host(&mut self, host: &str) {
        let h = strip_port(host);
        if let Some(hosts) = &mut self.hosts {
            hosts.insert(h.clone());
        }
        self.private_ok.insert(h);
    }

    /// Why `url` may not be requested, or `None` when it may (before DNS: the host list and
    /// literal addresses; named hosts are checked again on the resolved addresses).
    pub fn refusal(&self, url: &url::Url) -> Option<String> {
        let host = normalize_host(url.host_str()?);
        if let Some(hosts) = &self.hosts {
            if !hosts.contains(&host) {
                let list: Vec<&str> = hosts.iter().map(String::as_str).collect();
                return Some(format!(
                    "host {host} is not a docs host of the claims ({}); pass --allow-host {host} to fetch from it",
                    if list.is_empty() { "none".to_string() } else { list.join(", ") }
                ));
            }
        }
        if let Ok(ip) = host.parse::<IpAddr>() {
            if !is_public(ip) && !self.private_ok.contains(&host) {
                return Some(non_public_message(&host, ip));
            }
        }
        None
    }

    /// Filter resolved addresses of `host`: all of them when the host may be non-public,
    /// else an error when any address is non-public (a mixed answer is refused whole).
    pub fn check_addrs(&self, host: &str, addrs: &[SocketAddr]) -> Result<(), String> {
        let host = normalize_host(host);
        if self.private_ok.contains(&host) {
            return Ok(());
        }
        match addrs.iter().find(|a| !is_public(a.ip())) {
            Some(a) => Err(non_public_message(&host, a.ip())),
            None => Ok(()),
        }
    }
}

fn strip_port(host: &str) -> String {
    let h = host.trim();
    // `[::1]:8080`, `[::1]`, `::1` (bare IPv6), `name:8080`, `name`.
    if let Some(rest) = h.strip_prefix('[') {
        return normalize_host(rest.split(']').next().unwrap_or(rest));
    }
    if h.parse::<Ipv6Addr>().is_ok() {
        return normalize_host(h);
    }
    normalize_host(h.rsplit_once(':').map(|(a, _)| a).unwrap_or(h))
}

fn non_public_message(host: &str, ip: IpAddr) -> String {
    format!(
        "{host} is (or resolves to) {ip}, a loopback, private or link-local address; \
         refused (pass --allow-host {host} to allow it)"
    )
}

/// True for addresses on the public internet: not loopback, private (RFC 1918, unique
/// local), link-local, shared (CGNAT), unspecified, broadcast, multicast, documentation,
/// benchmarking or reserved. IPv4-mapped and NAT64 IPv6 addresses are judged by their IPv4.
pub fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => is_public_v4(v4),
        IpAddr::V6(v6) => {
            if let Some(v4) = v6.to_ipv4_mapped() {
                return is_public_v4(v4);
            }
            let s = v6.segments();
            // NAT64 well-known prefix 64:ff9b::/96 embeds an IPv4 address.
            if s[0] == 0x64 && s[1] == 0xff9b && s[2..6] == [0, 0, 0, 0] {
                let o = v6.octets();
                return is_public_v4(Ipv4Addr::new(o[12], o[13], o[14], o[15]));
            }
            !(v6.is_loopback()
                || v6.is_unspecified()
                || v6.is_multicast()
                || (s[0] & 0xfe00) == 0xfc00 // unique local fc00::/7
                || (s[0] & 0xffc0) == 0xfe80 // link-local fe80::/10
                || (s[0] & 0xffc0) == 0xfec0 // site-local (deprecated)
                || (s[0] == 0x2001 && s[1] == 0x0db8) // documentation
                || s[..6] == [0, 0, 0, 0, 0, 0]) // IPv4-compatible (deprecated)
        }
    }
}

fn is_public_v4(ip: Ipv4Addr) -> bool {
    let o = ip.octets();
    !(ip.is_loopback()
        || ip.is_private()
        || ip.is_link_local()
        || ip.is_unspecified()
        || ip.is_broadcast()
        || ip.is_multicast()
        || ip.is_documentation()
        || o[0] == 0 // 0.0.0.0/8 "this network"
        || (o[0] == 100 && (o[1] & 0xc0) == 64) // 100.64.0.0/10 shared (CGNAT)
        || (o[0] == 192 && o[1] == 0 && o[2] == 0) // 192.0.0.0/24 protocol assignments
        || (o[0] == 198 && (o[1] & 0xfe) == 18) // 198.18.0.0/15 benchmarking
        || o[0] >= 240) // reserved
}

/// The DNS resolver every fetcher uses: the system resolver, then [`NetPolicy::check_addrs`]
/// on the answer, so the addresses connected to are the addresses checked.
pub struct PolicyResolver {
    /// The policy every resolved address is checked against; shared with the fetcher, so changing
    /// it applies to the next lookup.
    pub policy: Arc<RwLock<NetPolicy>>,
}

impl reqwest::dns::Resolve for PolicyResolver {
    fn resolve(&self, name: reqwest::dns::Name) -> reqwest::dns::Resolving {
        let policy = self.policy.clone();
        let host = name.as_str().to_string();
        Box::pin(async move {
            let lookup = host.clone();
            let addrs: Vec<SocketAddr> =
                tokio::task::spawn_blocking(move || (lookup.as_str(), 0).to_socket_addrs())
                    .await
                    .map_err(|e| Box::new(e) as Box<dyn std::error::Error + Send + Sync>)??
                    .collect();
            let checked = policy
                .read()
                .unwrap_or_else(|e| e.into_inner())
                .check_addrs(&host, &addrs);
            checked.map_err(|m| {
                Box::new(std::io::Error::other(m)) as Box<dyn std::error::Error + Send + Sync>
            })?;
            Ok(Box::new(addrs.into_iter()) as reqwest::dns::Addrs)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    #[test]
    fn non_public_addresses_are_recognised() {
        for a in [
            "127.0.0.1",
            "10.1.2.3",
            "172.16.0.1",
            "192.168.1.1",
            "169.254.169.254",
            "100.64.0.1",
            "0.0.0.0",
            "255.255.255.255",
            "::1",
            "::",
            "fe80::1",
            "fd00::1",
            "::ffff:169.254.169.254",
            "64:ff9b::a9fe:a9fe",
        ] {
            assert!(!is_public(ip(a)), "{a}");
        }
        for a in [
            "93.184.216.34",
            "1.1.1.1",
            "2606:4700::1111",
            "::ffff:8.8.8.8",
        ] {
            assert!(is_public(ip(a)), "{a}");
        }
    }

    #[test]
    fn hosts_and_literal_addresses_are_checked_before_the_request() {
        let mut p = NetPolicy {
            hosts: Some(["docs.example.com".to_string()].into()),
            private_ok: BTreeSet::new(),
        };
        let u = |s: &str| url::Url::parse(s).unwrap();
        assert_eq!(p.refusal(&u("https://docs.example.com/x")), None);
        assert!(p
            .refusal(&u("http://169.254.169.254/latest/meta-data/"))
            .unwrap()
            .contains("not a docs host"));
        p.allow_host("169.254.169.254:80");
        assert_eq!(p.refusal(&u("http://169.254.169.254/latest/")), None);
        let typed = NetPolicy::for_typed(["http://127.0.0.1:8741/"]);
        assert_eq!(typed.refusal(&u("http://127.0.0.1:8741/a")), None);
        assert!(typed
            .refusal(&u("http://[::1]:9/"))
            .unwrap()
            .contains("loopback"));
        assert!(typed
            .check_addrs("evil.test", &["10.0.0.1:80".parse().unwrap()])
            .is_err());
        assert!(typed
            .check_addrs("127.0.0.1", &["127.0.0.1:80".parse().unwrap()])
            .is_ok());
        assert_eq!(strip_port("[::1]:8080"), "::1");
        assert_eq!(strip_port("Localhost:8741"), "localhost");
    }
}
