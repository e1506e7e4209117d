// Empty: this crate only exists to document its dependency fs_extra.
