// Empty: this crate only exists to document its dependencies grep-searcher and tungstenite.
