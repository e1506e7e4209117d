// Empty: this crate only exists to document its dependency hdrhistogram.
