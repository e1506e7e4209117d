// Empty: this crate only exists to document its dependency tower_governor.
