// Empty: this crate only exists to document its dependency mysql_async.
