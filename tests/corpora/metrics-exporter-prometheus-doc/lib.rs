// Empty: this crate only exists to document its dependency metrics-exporter-prometheus.
