// Empty: this crate only exists to document its dependencies grep-searcher, tungstenite and ureq.
