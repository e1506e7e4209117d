// Empty: this crate only exists to document its dependency object_store.
